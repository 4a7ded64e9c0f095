import { QUOTE_NOT_SIGNABLE_MESSAGES, QUOTE_STATUS_LABELS, type ClientPortal, type PortalQuote } from "@atelier/contracts";
import { Award, Download } from "lucide-react";
import { StatusBadge } from "@/components/status-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { quoteCertificatePath, quotePdfPath, type PortalAccess } from "@/features/client-portal/api/client-portal-api";
import { useStudioDates } from "@/lib/studio-time-zone";
import { ApproveQuoteDialog } from "./approve-quote-dialog";
import { QuoteLines, QuoteSums } from "./quote-lines";
import { RequestChangesDialog } from "./request-changes-dialog";

interface PortalQuoteCardProps {
  access: PortalAccess;
  quote: PortalQuote;
  approval: ClientPortal["approvals"][number] | undefined;
  isLatest: boolean;
}

function DownloadLink({ href, children }: { href: string; children: string }) {
  return (
    <Button asChild variant="outline" className="min-h-11">
      <a href={href} download>
        <Download aria-hidden="true" />
        {children}
      </a>
    </Button>
  );
}

/** One quote the client was sent: its lines and totals, its PDF, and signing or asking for changes while it is open. */
export function PortalQuoteCard({ access, quote, approval, isLatest }: PortalQuoteCardProps) {
  const { formatDate, formatDateTime } = useStudioDates();
  const headingId = `quote-${quote.id}-title`;
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <article aria-labelledby={headingId} className="grid gap-4">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="font-display text-xl">
              {quote.title}
            </h3>
            <p className="text-sm text-muted-foreground">
              {quote.number} · version {quote.version}
              {quote.validUntil && <> · Valid until {formatDate(quote.validUntil)}</>}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {isLatest && <Badge tone="highlight">Latest Quote</Badge>}
            <StatusBadge status={quote.status} label={QUOTE_STATUS_LABELS[quote.status]} />
          </div>
        </header>
        {quote.description && <p className="text-sm leading-relaxed">{quote.description}</p>}
        {quote.lines.length > 0 && <QuoteLines lines={quote.lines} />}
        <QuoteSums quote={quote} />
        {approval && (
          <p className="flex items-center gap-2 text-sm text-emerald-800">
            <Award className="size-4 shrink-0" aria-hidden="true" />
            Signed by {approval.signedBy} on {formatDateTime(approval.signedAt)}
          </p>
        )}
        {(quote.status === "rejected" || quote.status === "expired") && <p className="text-sm text-muted-foreground">{QUOTE_NOT_SIGNABLE_MESSAGES[quote.status]}</p>}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {quote.status === "sent" && (
            <>
              <ApproveQuoteDialog access={access} quote={quote} />
              <RequestChangesDialog access={access} quote={quote} />
            </>
          )}
          <DownloadLink href={quotePdfPath(access, quote.id)}>Download PDF</DownloadLink>
          {quote.status === "approved" && <DownloadLink href={quoteCertificatePath(access, quote.id)}>Download Certificate</DownloadLink>}
        </div>
      </article>
    </Card>
  );
}
