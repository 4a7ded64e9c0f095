import type { Project } from "@atelier/contracts";
import { AlertTriangle, Mail } from "lucide-react";

/** Why a quote cannot be sent to a project without a client e-mail: shown as it is, not only on hover. */
export const NO_CLIENT_EMAIL = "This project has no client e-mail, so the quote cannot be sent. Add the client's e-mail to the project first.";

/** Who the quote goes to, before it is sent: the project's client, never an address typed here. */
export function QuoteRecipient({ project, reasonId }: { project: Pick<Project, "clientName" | "clientEmail">; reasonId: string }) {
  if (!project.clientEmail) {
    return (
      <p id={reasonId} role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {NO_CLIENT_EMAIL}
      </p>
    );
  }
  return (
    <div className="flex items-start gap-3 rounded-lg border border-border bg-muted/40 p-3 text-sm">
      <Mail className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
      <dl className="grid min-w-0 gap-0.5">
        <dt className="text-xs text-muted-foreground">To</dt>
        <dd className="font-medium break-words">{project.clientName ?? "The project's client"}</dd>
        <dd className="break-all text-muted-foreground">{project.clientEmail}</dd>
      </dl>
    </div>
  );
}
