export { renderQuotePdf } from "./render-quote-pdf";
export type { QuoteDocument, QuoteDocumentLine, QuoteLineGroup } from "./quote-document";
