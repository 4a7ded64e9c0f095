import { ProjectPhotosCard } from "@/features/photos/components/project-photos-card";
import { RoomManagementCard } from "./room-management-card";

export function DesignTab({ projectId }: { projectId: string }) {
  return (
    <div className="grid gap-6">
      <ProjectPhotosCard projectId={projectId} />
      <RoomManagementCard projectId={projectId} />
    </div>
  );
}
