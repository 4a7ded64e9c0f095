import { QUOTE_RULES, type Quote } from "@atelier/contracts";
import { ExportPdfButton } from "./export-pdf-button";
import { SendQuoteButton } from "./send-quote-button";

/** What can be done with the quote as a whole: send it to the client (drafts and sent quotes) and export its PDF. */
export function QuoteActions({ quote, hasUnsavedChanges }: { quote: Quote; hasUnsavedChanges: boolean }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start" role="group" aria-label="Quote actions">
      {QUOTE_RULES.allows(quote.status, "send") && <SendQuoteButton quote={quote} hasUnsavedChanges={hasUnsavedChanges} />}
      <ExportPdfButton quote={quote} />
    </div>
  );
}
