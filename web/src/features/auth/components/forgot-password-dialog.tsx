import { forgotPasswordRequestSchema } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormDialog, FormDialogFooter } from "@/components/form-dialog";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { useForgotPasswordMutation } from "@/features/auth/queries/use-account-mutations";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";

function ForgotPasswordForm({ email, close }: { email: string; close: () => void }) {
  const form = useForm({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email } });
  const request = useForgotPasswordMutation();
  const submit = form.handleSubmit((values) => request.mutate(values, { onSuccess: close, onError: (error) => applyServerFieldErrors(form, error) }));
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField label="Email" type="email" autoComplete="email" {...bindField(form, "email")} />
      <FormDialogFooter submitLabel="Send Reset Link" pendingLabel="Sending..." isPending={request.isPending} />
    </form>
  );
}

/** "Forgot password?" on the sign-in form: asks for the e-mail a reset link goes to, starting from the one typed there. */
export function ForgotPasswordDialog({ email }: { email: string }) {
  return (
    <FormDialog
      title="Reset your password"
      description="Enter your account's email and we will send you a link to choose a new password."
      trigger={
        <Button type="button" variant="ghost" className="justify-self-center text-sm underline underline-offset-4">
          Forgot password?
        </Button>
      }
    >
      {(close) => <ForgotPasswordForm email={email} close={close} />}
    </FormDialog>
  );
}
