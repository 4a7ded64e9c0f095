import type { Prisma, PrismaClient } from "@atelier/db";
import { toMoneyString } from "@atelier/money";

interface ItemRow {
  avg_room_cost: Prisma.Decimal | null;
  extracted_items: number;
  efficiency: number | null;
}

/**
 * One pass over the studio's room items (a sample home's left out) for two figures:
 * - the average cost of a room: Σ cost estimate (an item's estimate is the whole line's, as the room's Estimated Total sums it) over
 *   the rooms that have items; an empty room has not been costed yet, so it does not pull the average down;
 * - AI efficiency: the share of voice-extracted items the designer kept as extracted (never updated).
 */
export async function itemFigures(prisma: PrismaClient, studioId: string) {
  const [row] = await prisma.$queryRaw<ItemRow[]>`
    SELECT
      avg(room_cost) AS avg_room_cost,
      coalesce(sum(voice_items), 0)::int AS extracted_items,
      round(100.0 * sum(unedited_voice_items) / nullif(sum(voice_items), 0), 1)::float8 AS efficiency
    FROM (
      SELECT
        sum(item.cost_estimate) AS room_cost,
        count(*) FILTER (WHERE item.source = 'voice') AS voice_items,
        count(*) FILTER (WHERE item.source = 'voice' AND item.updated_at = item.created_at) AS unedited_voice_items
      FROM projects AS project
      JOIN rooms AS room ON room.project_id = project.id
      JOIN room_items AS item ON item.room_id = room.id
      WHERE project.studio_id = ${studioId}::uuid AND NOT room.sample
      GROUP BY item.room_id
    ) AS per_room`;
  const { avg_room_cost, extracted_items, efficiency } = row!;
  return {
    avgRoomCost: avg_room_cost === null ? null : toMoneyString(avg_room_cost),
    ai: { efficiency, extractedItems: extracted_items },
  };
}
