/**
 * Issue 10's PDF figure: how long the quotes worker takes to render a 20-page quote (median of 5, after a warm-up
 * render that loads the fonts). `make bench` prints it; `npx tsx infra/load/quote-pdf-bench.ts` prints it alone.
 */
import { pathToFileURL } from "node:url";
import { renderQuotePdf } from "../../services/quotes/src/pdf";
import { longQuote } from "../../services/quotes/src/pdf/sample-quote-document";

const RUNS = 5;
/** Lines of the sample quote that fill 20 A4 pages. */
const LINES_FOR_20_PAGES = 485;

function pageCount(pdf: Buffer): number {
  const match = /\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString("latin1"));
  if (!match) throw new Error("The rendered PDF has no page tree");
  return Number(match[1]);
}

export async function quotePdfFigures(): Promise<{ pages: number; lines: number; kilobytes: number; medianMs: number }> {
  const quote = longQuote(LINES_FOR_20_PAGES);
  const pdf = await renderQuotePdf(quote);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await renderQuotePdf(quote);
    times.push(performance.now() - started);
  }
  return { pages: pageCount(pdf), lines: LINES_FOR_20_PAGES, kilobytes: pdf.length / 1024, medianMs: times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]! };
}

export function quotePdfRow({ pages, medianMs }: { pages: number; medianMs: number }): string {
  return `quote PDF, ${pages} pages: ${medianMs.toFixed(0)} ms`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const figures = await quotePdfFigures();
  console.log(`${quotePdfRow(figures)} (${figures.lines} lines, ${figures.kilobytes.toFixed(0)} KB, median of ${RUNS})`);
}
