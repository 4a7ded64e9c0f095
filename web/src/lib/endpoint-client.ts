import { pathSegments, type Endpoint, type EndpointQuery, type EndpointRequest, type EndpointResponse, type PathParams } from "@atelier/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "./api";

interface SchemaIssue {
  path: PropertyKey[];
  message: string;
}

/** An answer that does not match its endpoint's response schema: the app and the server disagree on the contract. */
export class UnexpectedResponseError extends Error {
  override readonly name = "UnexpectedResponseError";

  constructor(call: string, issues: readonly SchemaIssue[]) {
    const reasons = issues.map((issue) => `${issue.path.map(String).join(".") || "(the answer)"}: ${issue.message}`);
    super(`Unexpected answer from ${call}: ${reasons.join("; ")}`);
  }
}

/** A call's path parameters, query and body; each is left out when the endpoint has none. */
type CallArgs<E extends Endpoint> = (keyof PathParams<E["path"]> extends never
  ? { params?: undefined }
  : { params: PathParams<E["path"]> }) &
  (E["query"] extends object
    ? Record<never, never> extends EndpointQuery<E>
      ? { query?: EndpointQuery<E> }
      : { query: EndpointQuery<E> }
    : { query?: undefined }) &
  (E["request"] extends object ? { body: EndpointRequest<E> } : { body?: undefined }) & {
    /** Headers of the call's own, e.g. the Idempotency-Key a retried upload is sent with. */
    headers?: Record<string, string>;
  };

/** The arguments of a call: none at all when it needs neither parameters nor a body. */
export type ArgsOf<E extends Endpoint> = Record<never, never> extends CallArgs<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>];

/** The path's segments, its parameters filled in; `literal` is false for a filled-in parameter. */
function segmentsOf(endpoint: Endpoint, params: Record<string, string> = {}): { literal: boolean; text: string }[] {
  return pathSegments(endpoint.path).map(({ kind, text }) =>
    kind === "literal" ? { literal: true, text } : { literal: false, text: encodeURIComponent(params[text] ?? "") },
  );
}

/** "?q=villa" for the call's query, or "" when it has none or all its fields are left out. */
function queryStringOf(query: unknown): string {
  if (query === undefined) return "";
  // A query schema is an object of texts; TypeScript cannot follow a generic endpoint's schema to its input type.
  const text = new URLSearchParams(query as Record<string, string>).toString();
  return text ? `?${text}` : "";
}

/**
 * A GET's query key: its URL split at the first parameter, then one part a segment
 * (["/api/projects", id, "rooms"]), so a key is the prefix of every key under it: invalidating a
 * project also refreshes its rooms, meetings and installations (`exact: true` refreshes it alone). A query string
 * comes last: ["/api/search", "?q=villa"].
 */
export function queryKeyOf<E extends Endpoint>(endpoint: E, ...[args]: ArgsOf<E>): string[] {
  const queryString = queryStringOf(args?.query);
  const withQuery = (key: string[]) => (queryString ? [...key, queryString] : key);
  const segments = segmentsOf(endpoint, args?.params);
  const firstParameter = segments.findIndex((segment) => !segment.literal);
  if (firstParameter === -1) return withQuery([endpoint.path]);
  const root = segments.slice(0, firstParameter).map((segment) => segment.text).join("/");
  return withQuery([root, ...segments.slice(firstParameter).map((segment) => segment.text)]);
}

/** Sends a call and answers its parsed response; an answer that does not match the schema throws UnexpectedResponseError. */
export async function callEndpoint<E extends Endpoint>(endpoint: E, ...[args]: ArgsOf<E>): Promise<EndpointResponse<E>> {
  const path = segmentsOf(endpoint, args?.params)
    .map((segment) => segment.text)
    .join("/");
  const url = `${path}${queryStringOf(args?.query)}`;
  const parsed = endpoint.response.safeParse(await apiRequest(endpoint.method, url, args?.body, args?.headers));
  if (!parsed.success) throw new UnexpectedResponseError(`${endpoint.method} ${url}`, parsed.error.issues);
  // Parsed by E's own schema; TypeScript cannot follow a generic endpoint's schema to its output type.
  return parsed.data as EndpointResponse<E>;
}

/** The TanStack Query options of a GET: its key and a fetcher that parses the answer. */
export function endpointQuery<E extends Endpoint & { method: "GET" }>(endpoint: E, ...args: ArgsOf<E>) {
  return queryOptions({
    queryKey: queryKeyOf(endpoint, ...args),
    queryFn: () => callEndpoint(endpoint, ...args),
  });
}
