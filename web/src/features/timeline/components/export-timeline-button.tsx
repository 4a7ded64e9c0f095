import type { TimelineEvent } from "@atelier/contracts";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { useStudioDates } from "@/lib/studio-time-zone";
import { timelineCsv } from "../lib/timeline-csv";

/** Saves the timeline as a CSV file made here in the browser (spec: "export as local CSV"). */
export function ExportTimelineButton({ events, fileName }: { events: readonly TimelineEvent[]; fileName: string }) {
  const { timeZone } = useStudioDates();
  const exportCsv = () => {
    // A byte order mark, so spreadsheet programs read the file as UTF-8 (é, ü, –).
    const url = URL.createObjectURL(new Blob(["\uFEFF", timelineCsv(events, timeZone)], { type: "text/csv;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.click();
    URL.revokeObjectURL(url);
    toast({ title: "Timeline Exported" });
  };
  return (
    <Button variant="outline" className="min-h-11" onClick={exportCsv} disabled={events.length === 0}>
      <Download aria-hidden="true" />
      Export CSV
    </Button>
  );
}
