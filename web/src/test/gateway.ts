import { vi } from "vitest";

/** An answer may be held back (a promise) to play a slow server. */
export type Routes = Record<string, () => Response | Promise<Response>>;

/** A stand-in gateway on `fetch`: each "METHOD /path" answers as given; anything else is a 404. */
export function serve(routes: Routes) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const answer = routes[`${init?.method ?? "GET"} ${String(input)}`];
    return answer ? answer() : Response.json({ message: "Not found" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to "METHOD /path", in the order they were sent. */
export function sentBodies(fetchMock: ReturnType<typeof serve>, route: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? "GET"} ${String(input)}` === route)
    .map(([, init]) => (typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined));
}

/** Every request that would change something (anything but a GET), as "METHOD /path": reads such as who is signed in are left out. */
export function changesSent(fetchMock: ReturnType<typeof serve>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? "GET"} ${String(input)}`).filter((call) => !call.startsWith("GET "));
}
