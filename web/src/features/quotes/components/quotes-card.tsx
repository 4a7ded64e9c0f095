import { FileText } from "lucide-react";
import { useId, useState } from "react";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { EmptyState } from "@/components/empty-state";
import { QueryView } from "@/components/query-view";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useProjectQuotes } from "@/features/quotes/queries/use-quotes";
import { TOUCH_TARGET } from "@/features/quotes/lib/touch-target";
import { GenerateQuoteButton } from "./generate-quote-button";
import { QuotesTable } from "./quotes-table";

/** The quote history shows the latest 5 (spec section 9); the rest wait behind "Show all". */
export const QUOTES_SHOWN_FIRST = 5;

/** The project's quotes, latest first, or the prompt to create the first one. */
export function QuotesCard({ projectId }: { projectId: string }) {
  const quotes = useProjectQuotes(projectId);
  const [showAll, setShowAll] = useState(false);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Quotes</CardTitle>
        <CardDescription>Priced proposals built from the project's room items, latest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView query={quotes} what="quotes" loading={<CardListSkeleton count={2} label="Loading quotes" />}>
          {(data) =>
            data.length === 0 ? (
              <EmptyState icon={FileText} title="No quotes yet" description="Create a quote from the project's room items, then add labour and delivery." className="py-8">
                <GenerateQuoteButton projectId={projectId} label="Create Quote" variant="default" />
              </EmptyState>
            ) : (
              <div className="grid grid-cols-1 gap-3">
                <QuotesTable quotes={showAll ? data : data.slice(0, QUOTES_SHOWN_FIRST)} />
                {data.length > QUOTES_SHOWN_FIRST && (
                  <Button variant="ghost" className={TOUCH_TARGET} aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
                    {showAll ? "Show latest 5" : `Show all ${data.length} quotes`}
                  </Button>
                )}
              </div>
            )
          }
        </QueryView>
      </CardContent>
    </Card>
  );
}
