import { Camera } from "lucide-react";
import { ComingSoonCard } from "@/components/coming-soon-card";
import { RoomManagementCard } from "./room-management-card";

export function DesignTab({ projectId }: { projectId: string }) {
  return (
    <div className="grid gap-6">
      <ComingSoonCard
        icon={Camera}
        title="Project Photos"
        description="site photos for this project will be uploaded and kept here, room by room."
      />
      <RoomManagementCard projectId={projectId} />
    </div>
  );
}
