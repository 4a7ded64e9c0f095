import type { Quote } from "@atelier/contracts";
import { MessageSquareQuote } from "lucide-react";
import { useStudioDates } from "@/lib/studio-time-zone";

/** What the client asked to change, kept in view while the designer works on the version that answers it. */
export function ChangesRequestedNotice({ quote }: { quote: Pick<Quote, "version" | "changesRequested"> }) {
  const { formatDateTime } = useStudioDates();
  const request = quote.changesRequested;
  if (!request) return null;
  const onWhich = request.version === quote.version ? "this version" : `version ${request.version}`;
  return (
    <section aria-label="Changes requested" className="grid gap-1 rounded-lg border border-border bg-muted/40 p-4 text-sm">
      <p className="flex items-start gap-2 font-medium">
        <MessageSquareQuote className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
        Changes requested on {onWhich}
        {request.requestedBy ? ` by ${request.requestedBy}` : ""}, {formatDateTime(request.at)}
      </p>
      <blockquote className="border-l-2 border-accent pl-3 whitespace-pre-line">{request.comment}</blockquote>
    </section>
  );
}
