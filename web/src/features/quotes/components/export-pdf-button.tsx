import type { Quote } from "@atelier/contracts";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TOUCH_TARGET } from "@/features/quotes/lib/touch-target";
import { useExportPdf } from "@/features/quotes/queries/use-export-pdf";

/** Downloads the quote's PDF, whatever its status. */
export function ExportPdfButton({ quote }: { quote: Pick<Quote, "id" | "number" | "version"> }) {
  const exportPdf = useExportPdf(quote);
  return (
    <Button variant="outline" className={TOUCH_TARGET} onClick={() => exportPdf.mutate()} disabled={exportPdf.isPending} aria-busy={exportPdf.isPending}>
      <Download aria-hidden="true" />
      {exportPdf.isPending ? "Exporting..." : "Export PDF"}
    </Button>
  );
}
