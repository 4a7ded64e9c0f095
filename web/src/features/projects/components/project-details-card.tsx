import type { Project } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DetailList } from "@/components/detail-list";
import { useStudioDates } from "@/lib/studio-time-zone";

/** The client and the commercial frame of the project, as entered on creation or in Edit Project. */
export function ProjectDetailsCard({ project }: { project: Project }) {
  const { formatDate } = useStudioDates();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Project Details</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList
          className="sm:grid-cols-1"
          entries={[
            ["Client", project.clientName],
            ["Client Email", project.clientEmail],
            ["Client VAT Number", project.clientVatNumber],
            ["Budget", project.budgetEstimate === null ? null : formatRand(project.budgetEstimate)],
            ["Start Date", project.startDate === null ? null : formatDate(project.startDate)],
            ["Expected End Date", project.expectedEndDate === null ? null : formatDate(project.expectedEndDate)],
            ["Description", project.description],
          ]}
        />
      </CardContent>
    </Card>
  );
}
