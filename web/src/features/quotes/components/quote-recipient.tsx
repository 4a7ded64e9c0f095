import type { Project } from "@atelier/contracts";
import { AlertTriangle } from "lucide-react";
import { RecipientCard } from "@/components/recipient-card";

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
  return <RecipientCard name={project.clientName ?? "The project's client"} email={project.clientEmail} />;
}
