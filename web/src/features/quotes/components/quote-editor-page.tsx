import { useParams } from "react-router-dom";
import { BackLink } from "@/components/back-link";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { MissingRecord } from "@/components/missing-record";
import { QueryView } from "@/components/query-view";
import { projectPath } from "@/features/projects/lib/project-paths";
import { useProjectLiveUpdates } from "@/features/projects/queries/use-project-live-updates";
import { useProject } from "@/features/projects/queries/use-projects";
import { useQuote } from "@/features/quotes/queries/use-quotes";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { PRODUCT_NAME } from "@/lib/brand";
import { QuoteEditor } from "./quote-editor";

/** /projects/:id/quotes/:quoteId: a page rather than a dialog, so a long quote has the whole screen on a phone. */
export function QuoteEditorPage() {
  const { id = "", quoteId = "" } = useParams();
  useProjectLiveUpdates(id);
  const quote = useQuote(quoteId);
  useDocumentTitle(quote.data?.number ?? "Quote", useProject(id).data?.title ?? "Project", PRODUCT_NAME);
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <BackLink to={projectPath(id, "orders")}>Back to Project</BackLink>
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
