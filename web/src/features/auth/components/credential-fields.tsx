import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/form-field";

interface CredentialFieldsProps {
  /** Each as bindField gives it: the registration and its validation message. */
  email: UseFormRegisterReturn<"email"> & { error?: string };
  password: UseFormRegisterReturn<"password"> & { error?: string };
  /** "current-password" to sign in, "new-password" to sign up, so password managers do the right thing. */
  passwordAutoComplete: "current-password" | "new-password";
}

/** The e-mail and password fields both auth forms share. */
export function CredentialFields({ email, password, passwordAutoComplete }: CredentialFieldsProps) {
  return (
    <>
      <FormField label="Email" type="email" autoComplete="email" {...email} />
      <FormField label="Password" type="password" autoComplete={passwordAutoComplete} {...password} />
    </>
  );
}
