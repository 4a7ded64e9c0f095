import type { Quote, QuoteVersion } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Link } from "react-router-dom";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useProjectQuotes } from "@/features/quotes/queries/use-quotes";
import { quoteEditorPath } from "@/features/quotes/lib/quote-paths";
import { useStudioDates } from "@/lib/studio-time-zone";
import { cn } from "@/lib/utils";
import { QuoteStatusBadge } from "./quote-status-badge";

/** Every version of the quote's number, newest first, each one a link; the open one is marked. */
export function QuoteVersionHistory({ quote }: { quote: Pick<Quote, "id" | "projectId" | "number" | "version" | "status" | "total" | "createdAt"> }) {
  const { formatDate } = useStudioDates();
  const quotes = useProjectQuotes(quote.projectId);
  const versions: QuoteVersion[] = quotes.data?.find((listed) => listed.number === quote.number)?.versions ?? [quote];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Version History</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-1">
          {versions.map((version) => (
            <li key={version.id}>
              <Link
                to={quoteEditorPath(quote.projectId, version.id)}
                aria-current={version.id === quote.id ? "page" : undefined}
                className={cn(
                  "flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-md px-3 py-2 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                  version.id === quote.id && "bg-muted font-medium",
                )}
              >
                <span>Version {version.version}</span>
                <QuoteStatusBadge status={version.status} />
                <span className="tabular-nums">{formatRand(version.total)}</span>
                <span className="text-muted-foreground">{formatDate(version.createdAt)}</span>
              </Link>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
