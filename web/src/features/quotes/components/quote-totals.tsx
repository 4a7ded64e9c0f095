import type { VatBreakdown } from "@atelier/money";
import { formatRand } from "@atelier/money";

interface QuoteTotalsProps {
  totals: VatBreakdown;
  /** Said under the figures while they are the editor's preview, not yet what the server saved. */
  note?: string;
}

/** Subtotal, VAT at 15% and the total, as the client is charged. */
export function QuoteTotals({ totals, note }: QuoteTotalsProps) {
  return (
    <div className="ml-auto grid w-full max-w-xs gap-1">
      <dl aria-label="Quote totals" className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd className="text-right tabular-nums">{formatRand(totals.subtotal)}</dd>
        <dt className="text-muted-foreground">VAT (15%)</dt>
        <dd className="text-right tabular-nums">{formatRand(totals.vat)}</dd>
        <dt className="font-medium">Total</dt>
        <dd className="text-right font-display text-lg tabular-nums">{formatRand(totals.total)}</dd>
      </dl>
      {note && <p className="text-xs text-muted-foreground">{note}</p>}
    </div>
  );
}
