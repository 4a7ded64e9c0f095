import { POLICY_REFUSALS, type Quote } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { useState } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { useLeaveWarning } from "@/hooks/use-leave-warning";
import { isPriced } from "@/features/quotes/lib/quote-draft";
import { useStudioDates } from "@/lib/studio-time-zone";
import { ChangesRequestedNotice } from "./changes-requested-notice";
import { QuoteActions } from "./quote-actions";
import { QuoteApprovalCard } from "./quote-approval-card";
import { QuoteDraftForm } from "./quote-draft-form";
import { QuoteLockNotice } from "./quote-lock-notice";
import { QuoteSendStatus } from "./quote-send-status";
import { QuoteStatusBadge } from "./quote-status-badge";
import { QuoteVersionHistory } from "./quote-version-history";
import { ReadOnlyQuote } from "./read-only-quote";

/** A quote: editable while a draft (by one who may see its costs); otherwise as it was, with why and, where allowed, a way to revise it; sent to the client and exported from its header. */
export function QuoteEditor({ quote }: { quote: Quote }) {
  const { formatDate } = useStudioDates();
  const [isDirty, setDirty] = useState(false);
  useLeaveWarning(quote.status === "draft" && isDirty, "Leave this quote? Your changes are not saved.");
  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl leading-tight sm:text-4xl">{quote.title}</h1>
          <QuoteStatusBadge status={quote.status} />
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>
            {quote.number} · Version {quote.version}
          </span>
          <span>Created {formatDate(quote.createdAt)}</span>
          <span>Saved total {formatRand(quote.total)}</span>
        </p>
        <QuoteActions quote={quote} hasUnsavedChanges={quote.status === "draft" && isDirty} />
        <QuoteSendStatus quote={quote} />
        <ChangesRequestedNotice quote={quote} />
      </header>
      <div className="grid grid-cols-1 gap-6 2xl:grid-cols-[minmax(0,1fr)_18rem] 2xl:items-start">
        <Card className="min-w-0">
          <CardContent className="grid grid-cols-1 gap-6 p-4 sm:p-6">
            {quote.status === "draft" && isPriced(quote) ? (
              <QuoteDraftForm key={quote.id} quote={quote} onDirtyChange={setDirty} />
            ) : (
              <>
                {quote.status === "draft" ? <p className="text-sm text-muted-foreground">{POLICY_REFUSALS.pricing}.</p> : <QuoteLockNotice quote={quote} />}
                <ReadOnlyQuote quote={quote} />
              </>
            )}
          </CardContent>
        </Card>
        <div className="grid min-w-0 gap-6">
          <QuoteApprovalCard quote={quote} />
          <QuoteVersionHistory quote={quote} />
        </div>
      </div>
    </div>
  );
}
