import { SEARCH_QUERY_LENGTH, type SearchResults } from "@atelier/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";

interface SearchStatusProps {
  isLongEnough: boolean;
  /** The text the shown answer was asked for. */
  term: string;
  query: UseQueryResult<SearchResults>;
  resultCount: number;
}

const note = "px-3 py-8 text-center text-sm text-muted-foreground";

/** What the palette says instead of results, or, to a screen reader only, how many results there are. */
export function SearchStatus({ isLongEnough, term, query, resultCount }: SearchStatusProps) {
  if (!isLongEnough) {
    return <p className={note}>Type at least {SEARCH_QUERY_LENGTH.min} characters to search projects, rooms, items, clients, suppliers and quote, order and delivery numbers.</p>;
  }
  if (query.isError) {
    return (
      <p role="alert" className={note}>
        Search failed. Please try again.
      </p>
    );
  }
  if (resultCount > 0) {
    return (
      <p role="status" className="sr-only">
        {resultCount === 1 ? "1 result" : `${resultCount} results`}
      </p>
    );
  }
  if (query.isFetching || !query.data) {
    return (
      <p role="status" className={`${note} flex items-center justify-center gap-2`}>
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        Searching…
      </p>
    );
  }
  return (
    <p role="status" className={note}>
      No results for "{term}"
    </p>
  );
}
