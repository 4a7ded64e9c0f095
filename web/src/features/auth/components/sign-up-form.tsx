import { registerRequestSchema } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { CredentialFields } from "./credential-fields";
import { useRegisterMutation } from "@/features/auth/queries/use-auth-mutations";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";

export function SignUpForm() {
  const form = useForm({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const registration = useRegisterMutation();

  const submit = form.handleSubmit((details) =>
    registration.mutate(details, { onError: (error) => applyServerFieldErrors(form, error) }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="First name"
          autoComplete="given-name"
          {...bindField(form, "firstName")}
        />
        <FormField
          label="Last name"
          autoComplete="family-name"
          {...bindField(form, "lastName")}
        />
      </div>
      <CredentialFields
        email={bindField(form, "email")}
        password={bindField(form, "password")}
        passwordAutoComplete="new-password"
      />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={registration.isPending}>
        {registration.isPending ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
