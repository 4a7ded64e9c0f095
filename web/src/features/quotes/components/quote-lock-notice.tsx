import { QUOTE_RULES, type Quote } from "@atelier/contracts";
import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TOUCH_TARGET } from "@/features/quotes/lib/touch-target";
import { useReviseQuoteMutation } from "@/features/quotes/queries/use-quote-mutations";

/** Why a quote that is no longer a draft cannot be edited, and the way to change it when there is one. */
export function QuoteLockNotice({ quote }: { quote: Pick<Quote, "id" | "projectId" | "status"> }) {
  const revise = useReviseQuoteMutation(quote);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-sm">
        <Lock className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
        {lockReason(quote.status)}
      </p>
      {QUOTE_RULES.allows(quote.status, "revise") && (
        <Button className={TOUCH_TARGET} onClick={() => revise.mutate()} disabled={revise.isPending}>
          {revise.isPending ? "Revising..." : "Revise"}
        </Button>
      )}
    </div>
  );
}

function lockReason(status: Quote["status"]): string {
  if (status === "approved") return "Approved quotes cannot change: the client signed this version.";
  if (status === "superseded") return "A later version replaced this one; it stays here as it was. Open the latest from the version history.";
  const what = { sent: "was sent to the client", rejected: "has the client's request for changes", expired: "expired" }[status as "sent" | "rejected" | "expired"] ?? `was ${status}`;
  return `This quote ${what}, so it is read-only. Revise it to make a new version to edit.`;
}
