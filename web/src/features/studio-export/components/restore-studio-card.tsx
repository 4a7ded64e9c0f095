import { ArchiveRestore } from "lucide-react";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { JobProgress } from "@/features/jobs/components/job-progress";
import { useProjects } from "@/features/projects/queries/use-projects";
import { useCan } from "@/hooks/use-can";
import { useImportStudio } from "../queries/use-import-studio";

/**
 * Settings' Restore a Studio, for the owner of a studio with no project yet: on a new install, the studio's export
 * made elsewhere comes back whole. The server refuses it on any install that holds more than this empty studio.
 */
export function RestoreStudioCard() {
  const canImport = useCan("studio.import");
  const projects = useProjects();
  const headingId = useId();
  if (!canImport || projects.data?.length !== 0) return null;
  return (
    <Card role="region" aria-labelledby={headingId} className="mt-6">
      <CardHeader>
        <CardTitle id={headingId}>Restore a Studio</CardTitle>
        <CardDescription>
          Moving to this install? Restore your studio from the ZIP its Export Studio made: every record, photo and document comes back as it was.
          This works only on a new install, before any project is added.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <RestoreStudio />
      </CardContent>
    </Card>
  );
}

function RestoreStudio() {
  const { start, isImporting, isUploading, status } = useImportStudio();
  const [file, setFile] = useState<File | null>(null);
  const inputId = useId();
  if (isImporting) return <JobProgress label="Restoring the studio" status={isUploading ? null : status} />;
  return (
    <ConfirmDialog
      title="Restore this studio?"
      description="The studio in the file takes the place of this empty one and of your account here. You will be signed out, and every member of the restored studio, you included, gets an e-mail with a link to set a password."
      confirmLabel="Restore Studio"
      confirmDisabled={file === null}
      onConfirm={() => file && start(file)}
      onOpenChange={(open) => !open && setFile(null)}
      trigger={
        <Button variant="outline">
          <ArchiveRestore aria-hidden="true" />
          Restore a Studio
        </Button>
      }
    >
      <div className="grid gap-2">
        <Label htmlFor={inputId}>The export's ZIP</Label>
        <Input id={inputId} type="file" accept=".zip,application/zip" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      </div>
    </ConfirmDialog>
  );
}
