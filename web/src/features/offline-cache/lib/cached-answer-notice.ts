/** What the service worker posts to a page it answered from the cache: the answer's Date header, when it was saved. */
export interface CachedAnswerMessage {
  type: "atelier:cached-answer";
  savedAt: string | null;
}

/** What it posts to a page the network answered: the connection carries again. */
export interface FreshAnswerMessage {
  type: "atelier:fresh-answer";
}

interface WorkerClients {
  clients: { get(id: string): Promise<{ postMessage(message: CachedAnswerMessage | FreshAnswerMessage): void } | undefined> };
}

/**
 * A Workbox plugin for the API cache: each time a cached answer stands in for the network, the page that asked is
 * told when that answer was saved, so it can say it is showing saved data; each time the network answers, it is told
 * so, since saved data on show can then be replaced. Workbox writes each method into /sw.js with toString, so each
 * uses nothing from outside its own body.
 */
export const cachedAnswerNotice = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event }: { cachedResponse?: Response; event?: Event }) => {
    const clientId = event && "clientId" in event ? String(event.clientId) : "";
    if (cachedResponse && clientId) {
      const client = await (self as unknown as WorkerClients).clients.get(clientId);
      client?.postMessage({ type: "atelier:cached-answer", savedAt: cachedResponse.headers.get("date") });
    }
    return cachedResponse;
  },
  fetchDidSucceed: async ({ response, event }: { response: Response; event?: Event }) => {
    const clientId = event && "clientId" in event ? String(event.clientId) : "";
    if (clientId) {
      const client = await (self as unknown as WorkerClients).clients.get(clientId);
      client?.postMessage({ type: "atelier:fresh-answer" });
    }
    return response;
  },
};
