import { ACCOUNTING_EXPORT_FORMATS, ACCOUNTING_EXPORT_LABELS, type AccountingExportFormat } from "@atelier/contracts";
import { Download, FileSpreadsheet, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { FormDialog } from "@/components/form-dialog";
import { FormField, SelectField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { exportCsvPath, useExportSummary } from "@/features/receivables/queries/use-export-summary";
import { useStudioDates } from "@/lib/studio-time-zone";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The month before `today`'s: the period a bookkeeper usually takes. */
export function lastMonth(today: string): { from: string; to: string } {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** Export for Bookkeeper: the period's invoices and credit notes as a CSV for Xero or Sage, warning of any exported before. */
export function ExportDialog() {
  return (
    <FormDialog
      title="Export for Bookkeeper"
      description="Issued invoices and credit notes over a period, as a CSV your accounting package imports."
      trigger={
        <Button variant="outline" className="min-h-11">
          <FileSpreadsheet aria-hidden="true" />
          Export
        </Button>
      }
    >
      {() => <ExportForm />}
    </FormDialog>
  );
}

function ExportForm() {
  const { todayDateValue, formatDateTime } = useStudioDates();
  const [format, setFormat] = useState<AccountingExportFormat>("xero");
  const [period, setPeriod] = useState(() => lastMonth(todayDateValue()));
  const query = { format, ...period };
  const summary = useExportSummary(query);
  // The link downloads in the background: this export is what the warning then speaks of, until the period changes.
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const path = exportCsvPath(query);
  const documents = summary.data ? summary.data.invoices + summary.data.creditNotes : 0;
  const exportedBefore = downloaded === path || (summary.data?.alreadyExported ?? 0) > 0;
  return (
    <div className="grid gap-5">
      <SelectField label="Format" value={format} onChange={(event) => setFormat(event.currentTarget.value as AccountingExportFormat)} options={ACCOUNTING_EXPORT_FORMATS.map((each) => ({ value: each, label: ACCOUNTING_EXPORT_LABELS[each] }))} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="From" type="date" value={period.from} onChange={(event) => setPeriod({ ...period, from: event.currentTarget.value })} />
        <FormField label="To" type="date" value={period.to} min={period.from} onChange={(event) => setPeriod({ ...period, to: event.currentTarget.value })} />
      </div>
      <div role="status" className="text-sm">
        {summary.data && (
          <p>
            {plural(summary.data.invoices, "invoice", "invoices")} and {plural(summary.data.creditNotes, "credit note", "credit notes")}.
          </p>
        )}
        {downloaded === path && <p className="mt-2">Downloaded. These documents are now marked exported.</p>}
        {downloaded !== path && summary.data && summary.data.alreadyExported > 0 && (
          <p className="mt-2 flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-800">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {plural(summary.data.alreadyExported, "of these was", "of these were")} exported before
            {summary.data.lastExportedAt ? `, last on ${formatDateTime(summary.data.lastExportedAt)}` : ""}: importing them again would count them twice.
          </p>
        )}
        {summary.isError && <p className="text-destructive">Choose a format and a period that does not end before it starts.</p>}
      </div>
      <div className="flex justify-end">
        {documents > 0 ? (
          <Button asChild className="min-h-11">
            <a href={path} download onClick={() => setDownloaded(path)}>
              <Download aria-hidden="true" />
              {exportedBefore ? "Export Again" : "Download CSV"}
            </a>
          </Button>
        ) : (
          <Button className="min-h-11" disabled>
            <Download aria-hidden="true" />
            Download CSV
          </Button>
        )}
      </div>
    </div>
  );
}
