import { formatRand, type VatBreakdown } from "@atelier/money";

/** Subtotal, VAT at the invoice's rate and the total; with no VAT charged, the total alone. */
export function InvoiceTotals({ totals, vatPercent, label = "Invoice totals" }: { totals: VatBreakdown; vatPercent: string; label?: string }) {
  const charged = Number(vatPercent) > 0;
  return (
    <dl aria-label={label} className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
      {charged && (
        <>
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="text-right tabular-nums">{formatRand(totals.subtotal)}</dd>
          <dt className="text-muted-foreground">VAT ({Number(vatPercent)}%)</dt>
          <dd className="text-right tabular-nums">{formatRand(totals.vat)}</dd>
        </>
      )}
      <dt className="font-medium">Total</dt>
      <dd className="text-right font-display text-lg tabular-nums">{formatRand(totals.total)}</dd>
    </dl>
  );
}
