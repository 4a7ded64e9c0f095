import { changePasswordRequestSchema } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useChangePasswordMutation } from "@/features/auth/queries/use-account-mutations";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";

const EMPTY = { currentPassword: "", newPassword: "" };

/** Changes the signed-in designer's password: the current one first; their other devices are signed out. */
export function PasswordCard() {
  const form = useForm({ resolver: zodResolver(changePasswordRequestSchema), defaultValues: EMPTY });
  const change = useChangePasswordMutation();
  const submit = form.handleSubmit((values) =>
    change.mutate(values, { onSuccess: () => form.reset(EMPTY), onError: (error) => applyServerFieldErrors(form, error) }),
  );
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Your Password</CardTitle>
        <CardDescription>Changing it keeps you signed in here and signs you out everywhere else.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Current password" type="password" autoComplete="current-password" {...bindField(form, "currentPassword")} />
            <FormField label="New password" type="password" autoComplete="new-password" {...bindField(form, "newPassword")} />
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? "Saving..." : "Change Password"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
