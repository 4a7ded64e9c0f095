import { Mail } from "lucide-react";
import type { ReactNode } from "react";

/** Who an e-mail goes to, shown before it is sent: their name and address, then anything else worth checking. */
export function RecipientCard({ name, email, children }: { name: string; email: string; children?: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-border bg-muted/40 p-3 text-sm">
      <Mail className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
      <dl className="grid min-w-0 gap-0.5">
        <dt className="text-xs text-muted-foreground">To</dt>
        <dd className="font-medium">{name}</dd>
        <dd className="break-all text-muted-foreground">{email}</dd>
        {children}
      </dl>
    </div>
  );
}
