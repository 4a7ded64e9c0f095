import { loginRequestSchema } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { useLoginMutation } from "@/hooks/use-auth-mutations";
import { applyServerFieldErrors } from "@/lib/form-errors";

export function SignInForm() {
  const form = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: "", password: "" },
  });
  const login = useLoginMutation();
  const { errors } = form.formState;

  const submit = form.handleSubmit((credentials) =>
    login.mutate(credentials, { onError: (error) => applyServerFieldErrors(form, error) }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
        {login.isPending ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
