import type { Quote } from "@atelier/contracts";
import { AlertTriangle, MailCheck } from "lucide-react";
import { useStudioDates } from "@/lib/studio-time-zone";

/** The quote's last send: where and when it went, and why the latest try failed, if it did. */
export function QuoteSendStatus({ quote }: { quote: Pick<Quote, "sentAt" | "sentTo" | "sendFailedReason"> }) {
  const { formatDate } = useStudioDates();
  if (!quote.sendFailedReason && !(quote.sentAt && quote.sentTo)) return null;
  return (
    <div className="grid gap-2">
      {quote.sentAt && quote.sentTo && (
        <p className="flex items-start gap-2 rounded-lg border border-border bg-muted/40 p-3 text-sm">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
          <span className="min-w-0">
            Sent to {quote.sentTo} on {formatDate(quote.sentAt)}
          </span>
        </p>
      )}
      {quote.sendFailedReason && (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0">Sending failed: {quote.sendFailedReason}</span>
        </p>
      )}
    </div>
  );
}
