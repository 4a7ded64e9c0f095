import { downloadPath, downloads, type Quote, type QuoteAuditEntry } from "@atelier/contracts";
import { Download, Eye, FileDown, MessageSquareWarning, PenLine } from "lucide-react";
import { DetailList } from "@/components/detail-list";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { TOUCH_TARGET } from "@/features/quotes/lib/touch-target";
import { useQuoteAudit } from "@/features/quotes/queries/use-quote-audit";
import { useStudioDates } from "@/lib/studio-time-zone";
import { cn } from "@/lib/utils";

const ACTS: Record<QuoteAuditEntry["action"], { label: string; icon: typeof Eye }> = {
  viewed: { label: "Viewed in the portal", icon: Eye },
  downloaded: { label: "Downloaded the PDF", icon: FileDown },
  approved: { label: "Approved and signed", icon: PenLine },
  changes_requested: { label: "Asked for changes", icon: MessageSquareWarning },
};

/** What the client did with a sent quote: the signature's evidence and certificate once signed, and every portal act, newest first. */
export function QuoteApprovalCard({ quote }: { quote: Pick<Quote, "id" | "status"> }) {
  const { formatDateTime } = useStudioDates();
  const audit = useQuoteAudit(quote.id);
  if (quote.status === "draft") return null;
  const approval = audit.data?.approval ?? null;
  const entries = [...(audit.data?.entries ?? [])].reverse();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Client Approval</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {audit.isError && <p className="text-sm text-destructive">The client's activity could not be loaded.</p>}
        {approval && (
          <div className="grid gap-3">
            <DetailList
              className="sm:grid-cols-1"
              entries={[
                ["Signed by", approval.signedBy],
                ["Signed at", formatDateTime(approval.signedAt)],
                ["IP address", approval.ipAddress],
                ["Browser", approval.userAgent || null],
              ]}
            />
            <a
              href={downloadPath(downloads.quoteCertificate, { quoteId: quote.id })}
              download
              className={cn(TOUCH_TARGET, "inline-flex items-center gap-2 rounded-md border border-border px-3 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none")}
            >
              <Download className="size-4" aria-hidden="true" />
              Download certificate
            </a>
          </div>
        )}
        {audit.isSuccess && entries.length === 0 && <p className="text-sm text-muted-foreground">The client has not opened this quote in the portal yet.</p>}
        {entries.length > 0 && (
          <ol className="grid gap-3" aria-label="Portal activity">
            {entries.map((entry) => {
              const { label, icon: Icon } = ACTS[entry.action];
              return (
                <li key={entry.id} className="flex gap-3 text-sm">
                  <Icon className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
                  <div className="grid min-w-0 gap-0.5">
                    <span className="font-medium">
                      {label}
                      {entry.actor ? ` · ${entry.actor}` : ""}
                    </span>
                    {entry.comment && <q className="whitespace-pre-line">{entry.comment}</q>}
                    <span className="text-muted-foreground">
                      {formatDateTime(entry.at)} · {entry.ipAddress}
                    </span>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
