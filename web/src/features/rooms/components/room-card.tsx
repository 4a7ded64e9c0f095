import type { Room } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { useId } from "react";
import { Link } from "react-router-dom";
import { AddItemButton } from "@/features/items/components/item-dialogs";
import { RoomItemsPanel } from "@/features/items/components/room-items-panel";
import { SampleBadge } from "@/components/sample-badge";
import { Card } from "@/components/ui/card";
import { DeleteRoomButton, EditRoomButton } from "./room-dialogs";

/** A room of the project with its facts, its actions and its items. */
export function RoomCard({ room }: { room: Room }) {
  const titleId = useId();
  const facts = [
    room.dimensions,
    room.floorArea === null ? null : `${room.floorArea} m²`,
    `${room.itemCount} ${room.itemCount === 1 ? "item" : "items"}`,
    room.estimatedTotal === undefined ? null : `Estimated ${formatRand(room.estimatedTotal)}`,
  ].filter((fact): fact is string => fact !== null);

  return (
    <Card role="region" aria-labelledby={titleId} className="grid gap-4 p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="text-xl">
            <Link to={`/rooms/${room.id}`} className="rounded-sm underline-offset-4 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              {room.name}
            </Link>
          </h3>
          {room.sample && <SampleBadge />}
          </div>
          {room.description && <p className="text-sm text-muted-foreground">{room.description}</p>}
          <p className="text-sm text-muted-foreground">{facts.join(" · ")}</p>
        </div>
        <div className="flex items-center gap-1">
          <AddItemButton room={room} size="sm" variant="outline" />
          <EditRoomButton room={room} />
          <DeleteRoomButton room={room} />
        </div>
      </div>
      <RoomItemsPanel room={room} />
    </Card>
  );
}
