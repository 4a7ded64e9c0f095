import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { isNotFoundError } from "@/lib/api";
import { QueryErrorState } from "./query-error-state";

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** What is being loaded, for the failure message: "projects", "meetings". */
  what: string;
  /** Shown until the first answer, usually skeletons shaped like the content. */
  loading: ReactNode;
  /** Shown instead of the failure message when the server answers 404. */
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}

/** The three faces of a panel fed by one query: loading, failed (with a retry), and its data. */
export function QueryView<T>({ query, what, loading, notFound, children }: QueryViewProps<T>) {
  if (query.isPending) return loading;
  if (query.isError && notFound && isNotFoundError(query.error)) return notFound;
  if (query.isError) return <QueryErrorState error={query.error} onRetry={() => void query.refetch()} what={what} />;
  return children(query.data);
}
