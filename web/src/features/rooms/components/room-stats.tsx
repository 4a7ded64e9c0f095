import type { Room } from "@atelier/contracts";
import { formatRand, sumMoney } from "@atelier/money";
import { Armchair, Calculator, Sparkles } from "lucide-react";
import { StatCard } from "@/components/stat-card";
import { useRoomImages } from "@/features/images/queries/use-images";
import { useRoomItems } from "@/features/items/queries/use-room-items";

/**
 * Items, AI Designs (generated images) and Estimated Total; the room's own figures stand in until its items and images
 * have loaded. No total for a member the server keeps costs from (it leaves the room's total out).
 */
export function RoomStats({ room }: { room: Room }) {
  const items = useRoomItems(room.id).data;
  const images = useRoomImages(room.id).data;
  const designCount = images ? images.filter((image) => image.type === "generated").length : room.generatedImageCount;
  const itemCount = items?.length ?? room.itemCount;
  const costs = items?.map((item) => item.costEstimate);
  const estimatedTotal = room.estimatedTotal === undefined ? undefined : costs ? sumMoney(costs.map((cost) => cost ?? 0)) : room.estimatedTotal;
  return (
    <div className="grid gap-2 sm:grid-cols-3 sm:gap-4">
      <StatCard label="Items" value={itemCount} icon={Armchair} />
      <StatCard label="AI Designs" value={designCount} icon={Sparkles} />
      {estimatedTotal !== undefined && <StatCard label="Estimated Total" value={formatRand(estimatedTotal)} icon={Calculator} />}
    </div>
  );
}
