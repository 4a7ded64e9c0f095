import { useWatch, type Control } from "react-hook-form";
import { previewTotals, type QuoteDraft } from "@/features/quotes/lib/quote-draft";
import { QuoteTotals } from "./quote-totals";

/** The totals of the lines as typed, recomputed on every keystroke; saving asks the server for the real ones. */
export function LiveQuoteTotals({ control }: { control: Control<QuoteDraft> }) {
  const lines = useWatch({ control, name: "lines" });
  return <QuoteTotals totals={previewTotals(lines)} />;
}
