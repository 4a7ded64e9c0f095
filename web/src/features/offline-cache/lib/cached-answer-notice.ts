/** What the service worker posts to a page it answered from the cache: the answer's Date header, when it was saved. */
export interface CachedAnswerMessage {
  type: "atelier:cached-answer";
  savedAt: string | null;
}

interface WorkerClients {
  clients: { get(id: string): Promise<{ postMessage(message: CachedAnswerMessage): void } | undefined> };
}

/**
 * A Workbox plugin for the API cache: each time a cached answer stands in for the network, the page that asked is
 * told when that answer was saved, so it can say it is showing saved data. Workbox writes it into /sw.js with
 * toString, so it uses nothing from outside its own body.
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
};
