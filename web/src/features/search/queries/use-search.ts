import { SEARCH_QUERY_LENGTH } from "@atelier/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { searchQuery } from "../api/search-api";

export const SEARCH_DEBOUNCE_MS = 200;

/** What a search answered a moment ago is worth showing again when the same words are typed back. */
const SEARCH_STALE_TIME_MS = 30 * 1000;

/**
 * The search for what is typed, once the typing pauses. The last answer stays while the next one loads, so the
 * list does not blank on every key; `searchedFor` is the text the shown answer is for.
 */
export function useSearch(typed: string) {
  const term = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const isSearchable = term.length >= SEARCH_QUERY_LENGTH.min;
  const query = useQuery({ ...searchQuery(term), enabled: isSearchable, placeholderData: keepPreviousData, staleTime: SEARCH_STALE_TIME_MS });
  return { query, term, isSearchable };
}
