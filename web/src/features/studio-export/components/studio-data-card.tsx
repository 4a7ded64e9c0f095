import type { StudioExport } from "@atelier/contracts";
import { Archive, Download } from "lucide-react";
import { useId } from "react";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { QueryView } from "@/components/query-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { JobProgress } from "@/features/jobs/components/job-progress";
import { useCan } from "@/hooks/use-can";
import { useStudioDates } from "@/lib/studio-time-zone";
import { useExportStudio, useStudioExports } from "../queries/use-studio-exports";

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

const STATUS_BADGES = {
  pending: <Badge tone="neutral">Queued</Badge>,
  running: <Badge tone="info">Being made</Badge>,
  ready: <Badge tone="success">Ready</Badge>,
  failed: <Badge tone="danger">Failed</Badge>,
  expired: <Badge tone="neutral">Expired</Badge>,
} as const;

function ExportRow({ made }: { made: StudioExport }) {
  const { formatDateTime } = useStudioDates();
  const when = formatDateTime(made.createdAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-b border-border py-3 last:border-0">
      <div className="grid min-w-0 gap-1">
        <p className="font-medium">{when}</p>
        <p className="text-sm break-words text-muted-foreground">
          By {made.requestedBy}
          {made.sizeBytes !== null && ` · ${megabytes(made.sizeBytes)}`}
          {made.failedReason && ` · ${made.failedReason}`}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {STATUS_BADGES[made.status]}
        {made.downloadUrl && (
          <Button asChild variant="outline" size="sm">
            <a href={made.downloadUrl} download aria-label={`Download the export of ${when}`}>
              <Download aria-hidden="true" />
              Download
            </a>
          </Button>
        )}
      </div>
    </li>
  );
}

/** Settings' Your Studio's Data, for the owner: one ZIP of everything the studio holds, made in the background. */
export function StudioDataCard() {
  const canExport = useCan("studio.export");
  const headingId = useId();
  if (!canExport) return null;
  return (
    <Card role="region" aria-labelledby={headingId} className="mt-6">
      <CardHeader>
        <CardTitle id={headingId}>Your Studio's Data</CardTitle>
        <CardDescription>
          One ZIP of everything the studio holds: every record as JSON and as CSV for spreadsheets, and every photo, recording and document, each
          listed with its SHA-256 in manifest.json. A download link works for a day; an export is kept for a week, or until a newer one is ready. Export
          again whenever you need one.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <StudioExports />
      </CardContent>
    </Card>
  );
}

function StudioExports() {
  const exports = useStudioExports();
  const { start, isExporting, status } = useExportStudio();
  return (
    <div className="grid gap-4">
      {isExporting ? (
        <JobProgress label="Exporting the studio" status={status} />
      ) : (
        <Button className="justify-self-start" onClick={start}>
          <Archive aria-hidden="true" />
          Export Studio
        </Button>
      )}
      <QueryView query={exports} what="the studio's exports" loading={<CardListSkeleton count={1} label="Loading exports" />}>
        {(made) =>
          made.length === 0 ? (
            <p className="text-sm text-muted-foreground">No export made yet.</p>
          ) : (
            <ul aria-label="Exports" className="grid">
              {made.map((each) => (
                <ExportRow key={each.id} made={each} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}
