import type { ProjectQuote } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Link } from "react-router-dom";
import { SampleBadge } from "@/components/sample-badge";
import { quoteEditorPath } from "@/features/quotes/lib/quote-paths";
import { useStudioDates } from "@/lib/studio-time-zone";
import { cn } from "@/lib/utils";
import { QuoteStatusBadge } from "./quote-status-badge";

const COLUMNS = ["Number", "Version", "Title", "Status", "Total", "Valid Until"] as const;

/** The quotes as a table that scrolls sideways inside its card on a narrow screen, never the page. */
export function QuotesTable({ quotes }: { quotes: ProjectQuote[] }) {
  const { formatDate } = useStudioDates();
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[40rem] text-sm">
        <thead>
          <tr className="border-b border-border text-left text-xs tracking-wide text-muted-foreground uppercase">
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={cn("px-3 py-2 font-medium", column === "Total" && "text-right")}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {quotes.map((quote) => (
            <tr key={quote.id} className={cn("border-b border-border last:border-0", quote.status === "approved" && "bg-accent/10")}>
              <td className="px-3 py-2">
                <Link
                  to={quoteEditorPath(quote.projectId, quote.id)}
                  className="inline-flex min-h-11 items-center font-medium underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`Open quote ${quote.number}, version ${quote.version}`}
                >
                  {quote.number}
                </Link>
              </td>
              <td className="px-3 py-2 tabular-nums">v{quote.version}</td>
              <td className="px-3 py-2">{quote.title}</td>
              <td className="px-3 py-2">
                <span className="flex flex-wrap items-center gap-1">
                  <QuoteStatusBadge status={quote.status} />
                  {quote.sample && <SampleBadge />}
                </span>
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatRand(quote.total)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{quote.validUntil ? formatDate(quote.validUntil) : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
