interface GuardState {
  sentAt?: number;
}

/**
 * A Workbox plugin for the API and image caches: an answer to a read sent before the session ended (the page told the
 * worker, public/sw-messages.js) is not kept, so a read in flight at sign-out cannot put the last studio's data back
 * after its answers were deleted. Workbox writes each method into /sw.js with toString, so each uses nothing from
 * outside its own body.
 */
export const endedSessionGuard = {
  requestWillFetch: async ({ request, state }: { request: Request; state?: GuardState }) => {
    if (state) state.sentAt = Date.now();
    return request;
  },
  cacheWillUpdate: async ({ response, state }: { response: Response; state?: GuardState }) => {
    const endedAt = (self as unknown as { atelierSessionEndedAt?: number }).atelierSessionEndedAt ?? 0;
    return (state?.sentAt ?? 0) < endedAt ? null : response;
  },
};
