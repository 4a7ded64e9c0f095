import type { PortalQuote } from "@atelier/contracts";
import { formatRand } from "@atelier/money";

/** The quote's lines as the client reads them, one under another so a phone needs no sideways scroll. */
export function QuoteLines({ lines }: { lines: PortalQuote["lines"] }) {
  return (
    <ul aria-label="Quote lines" className="divide-y divide-border rounded-md border border-border">
      {lines.map((line, index) => (
        <li key={index} className="flex items-start justify-between gap-3 p-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium">{line.name}</p>
            <p className="text-xs text-muted-foreground">
              {line.roomName && <span>{line.roomName} · </span>}
              {line.quantity} {line.unit} × <span className="whitespace-nowrap">{formatRand(line.unitPrice)}</span>
            </p>
          </div>
          <p className="shrink-0 tabular-nums">{formatRand(line.lineTotal)}</p>
        </li>
      ))}
    </ul>
  );
}

/** Subtotal, VAT at 15% and the total the client pays. */
export function QuoteSums({ quote }: { quote: Pick<PortalQuote, "subtotal" | "vat" | "total"> }) {
  const rows = [
    { label: "Subtotal", value: quote.subtotal },
    { label: "VAT (15%)", value: quote.vat },
  ];
  return (
    <dl aria-label="Quote totals" className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
      {rows.map(({ label, value }) => [
        <dt key={`${label}-term`} className="text-muted-foreground">
          {label}
        </dt>,
        <dd key={`${label}-value`} className="text-right tabular-nums">
          {formatRand(value)}
        </dd>,
      ])}
      <dt className="font-medium">Total</dt>
      <dd className="text-right font-display text-lg tabular-nums">{formatRand(quote.total)}</dd>
    </dl>
  );
}
