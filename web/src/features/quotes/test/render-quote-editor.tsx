import type { Quote } from "@atelier/contracts";
import { Route, Routes } from "react-router-dom";
import { cliftonVilla } from "@/test/fixtures";
import { serve, type Routes as GatewayRoutes } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { QuoteEditorPage } from "@/features/quotes/components/quote-editor-page";
import { listedQuote } from "./quote-fixtures";

/** The quote's editor page, the gateway answering the quote, the project's quotes and the given routes; answers the fetch mock. */
export function renderQuoteEditor(shown: Quote, routes: GatewayRoutes = {}) {
  const fetchMock = serve({
    [`GET /api/quotes/${shown.id}`]: () => Response.json(shown),
    [`GET /api/projects/${cliftonVilla.id}/quotes`]: () => Response.json([listedQuote({ status: shown.status })]),
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/projects/:id/quotes/:quoteId" element={<QuoteEditorPage />} />
    </Routes>,
    { path: `/projects/${cliftonVilla.id}/quotes/${shown.id}` },
  );
  return fetchMock;
}
