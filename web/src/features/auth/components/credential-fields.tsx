import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/form-field";

interface CredentialFieldsProps {
  email: UseFormRegisterReturn<"email">;
  password: UseFormRegisterReturn<"password">;
  errors: FieldErrors<{ email: string; password: string }>;
  /** "current-password" to sign in, "new-password" to sign up, so password managers do the right thing. */
  passwordAutoComplete: "current-password" | "new-password";
}

/** The e-mail and password fields both auth forms share. */
export function CredentialFields({ email, password, errors, passwordAutoComplete }: CredentialFieldsProps) {
  return (
    <>
      <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...email} />
      <FormField label="Password" type="password" autoComplete={passwordAutoComplete} error={errors.password?.message} {...password} />
    </>
  );
}
