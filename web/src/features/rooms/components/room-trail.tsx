import type { Room } from "@atelier/contracts";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { projectPath } from "@/features/projects/lib/project-paths";
import { useProject } from "@/features/projects/queries/use-projects";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { PRODUCT_NAME } from "@/lib/brand";

/** The room's place under its project's Design tab, as breadcrumbs (Back to Project on a phone) and the page's title. */
export function RoomTrail({ room }: { room: Room }) {
  const projectTitle = useProject(room.projectId).data?.title ?? "Project";
  useDocumentTitle(room.name, projectTitle, PRODUCT_NAME);
  return (
    <Breadcrumbs
      trail={[
        { label: "Dashboard", to: "/" },
        { label: projectTitle, to: projectPath(room.projectId) },
        { label: "Design", to: projectPath(room.projectId, "design") },
        { label: room.name },
      ]}
      back={{ label: "Back to Project", to: projectPath(room.projectId, "design") }}
    />
  );
}
