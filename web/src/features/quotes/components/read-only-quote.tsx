import type { Quote } from "@atelier/contracts";
import { DetailList } from "@/components/detail-list";
import { useStudioDates } from "@/lib/studio-time-zone";
import { QuoteTotals } from "./quote-totals";
import { ReadOnlyLines } from "./read-only-lines";

/** A quote that can no longer change, as it was saved. */
export function ReadOnlyQuote({ quote }: { quote: Quote }) {
  const { formatDate } = useStudioDates();
  return (
    <div className="grid grid-cols-1 gap-6">
      <DetailList
        entries={[
          ["Description", quote.description],
          ["Valid Until", quote.validUntil ? formatDate(quote.validUntil) : null],
          ["Internal Notes", quote.notes],
        ]}
      />
      <ReadOnlyLines lines={quote.lines} />
      <div className="border-t border-border pt-6">
        <QuoteTotals totals={quote} />
      </div>
    </div>
  );
}
