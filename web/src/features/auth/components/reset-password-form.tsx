import { resetPasswordRequestSchema } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { useResetPasswordMutation } from "@/features/auth/queries/use-account-mutations";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";

/** The new password for a reset link's token; a refused token shows its reason above the button. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm({ resolver: zodResolver(resetPasswordRequestSchema), defaultValues: { token, password: "" } });
  const reset = useResetPasswordMutation();
  const submit = form.handleSubmit((values) => reset.mutate(values, { onError: (error) => applyServerFieldErrors(form, error) }));
  const tokenProblem = form.formState.errors.token?.message;
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField label="New password" type="password" autoComplete="new-password" {...bindField(form, "password")} />
      {tokenProblem && (
        <p role="alert" className="text-sm text-destructive">
          {tokenProblem}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? "Saving..." : "Set New Password"}
      </Button>
    </form>
  );
}
