import { loginRequestSchema } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { CredentialFields } from "./credential-fields";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { useLoginMutation } from "@/features/auth/queries/use-auth-mutations";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";

export function SignInForm() {
  const form = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: "", password: "" },
  });
  const login = useLoginMutation();
  const typedEmail = useWatch({ control: form.control, name: "email" });

  const submit = form.handleSubmit((credentials) =>
    login.mutate(credentials, { onError: (error) => applyServerFieldErrors(form, error) }),
  );

  // The dialog's form sits outside this one: React carries a submit up through the dialog's portal.
  return (
    <div className="grid gap-3">
      <form onSubmit={submit} noValidate className="grid gap-5">
        <CredentialFields
          email={bindField(form, "email")}
          password={bindField(form, "password")}
          passwordAutoComplete="current-password"
        />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
          {login.isPending ? "Signing in..." : "Sign In"}
        </Button>
      </form>
      <ForgotPasswordDialog email={typedEmail} />
    </div>
  );
}
