import { useParams } from "react-router-dom";
import { BackLink } from "@/components/back-link";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { MissingRecord } from "@/components/missing-record";
import { QueryView } from "@/components/query-view";
import { useProjectLiveUpdates } from "@/features/projects/queries/use-project-live-updates";
import { useQuote } from "@/features/quotes/queries/use-quotes";
import { projectOrdersPath } from "@/features/quotes/lib/quote-paths";
import { QuoteEditor } from "./quote-editor";

/** /projects/:id/quotes/:quoteId: a page rather than a dialog, so a long quote has the whole screen on a phone. */
export function QuoteEditorPage() {
  const { id = "", quoteId = "" } = useParams();
  useProjectLiveUpdates(id);
  const quote = useQuote(quoteId);
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <BackLink to={projectOrdersPath(id)}>Back to Project</BackLink>
      <QueryView
        query={quote}
        what="the quote"
        loading={<CardListSkeleton count={2} label="Loading quote" />}
        notFound={<MissingRecord title="Quote Not Found" description="This quote does not exist or is no longer available." />}
      >
        {(data) => <QuoteEditor quote={data} />}
      </QueryView>
    </div>
  );
}
