import type { ClientPortal } from "@atelier/contracts";
import { Palette } from "lucide-react";
import { Card } from "@/components/ui/card";
import { DesignViewer } from "./design-viewer";
import { PortalEmptyState } from "./portal-empty-state";

/** Each room with its description, dimensions and the concepts generated for it. */
export function DesignsTab({ portal }: { portal: Pick<ClientPortal, "rooms" | "images"> }) {
  const concepts = portal.images.filter((image) => image.type === "generated");
  if (portal.rooms.length === 0 && concepts.length === 0) {
    return <PortalEmptyState icon={Palette} title="No Designs Yet" description="Your designer's room concepts will show here as they are created." />;
  }
  return (
    <ul className="grid gap-4" aria-label="Rooms">
      {portal.rooms.map((room) => {
        const roomConcepts = concepts.filter((image) => image.roomId === room.id);
        return (
          <li key={room.id}>
            <Card className="grid gap-3 p-4 sm:p-6">
              <div>
                <h2 className="text-xl">{room.name}</h2>
                {room.dimensions && <p className="text-sm text-muted-foreground">{room.dimensions}</p>}
              </div>
              {room.description && <p className="text-sm leading-relaxed">{room.description}</p>}
              {roomConcepts.length === 0 ? (
                <p className="text-sm text-muted-foreground">No design concepts for this room yet.</p>
              ) : (
                <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3" aria-label={`Design concepts for ${room.name}`}>
                  {roomConcepts.map((image) => (
                    <li key={image.id}>
                      <DesignViewer image={image} roomName={room.name} />
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
