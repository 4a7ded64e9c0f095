import type { QuoteDocument } from "../pdf";
import { renderPdf, sha256Of, type RenderedPdf } from "./rendered-pdf";

/** Drafts of a few dozen pages are a few hundred KB each: this many stay a few MB per process. */
const KEPT_DRAFTS = 32;

/** The same document always renders to the same bytes, so its hash names them; the logo counts by its own hash. */
function documentHash(document: QuoteDocument): string {
  const { logoPng, ...studio } = document.studio;
  return sha256Of(JSON.stringify({ ...document, studio: { ...studio, logo: logoPng ? sha256Of(logoPng) : null } }));
}

/**
 * A draft's PDF is rendered when asked for, and changes whenever the draft does; asked for again
 * unchanged (the editor's Export PDF, a browser's revalidation), it comes from here. Per process: a
 * copy that has not seen the draft renders it once itself.
 */
export class DraftPdfCache {
  private readonly rendered = new Map<string, RenderedPdf>();

  async pdfOf(document: QuoteDocument): Promise<RenderedPdf> {
    const hash = documentHash(document);
    const cached = this.rendered.get(hash);
    if (cached) {
      // Map order is insertion order: moved to the end, it is evicted last.
      this.rendered.delete(hash);
      this.rendered.set(hash, cached);
      return cached;
    }
    const pdf = await renderPdf(document);
    this.rendered.set(hash, pdf);
    if (this.rendered.size > KEPT_DRAFTS) this.rendered.delete(this.rendered.keys().next().value!);
    return pdf;
  }
}
