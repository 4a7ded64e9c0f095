import type { QuoteLine, RoomItem } from "@atelier/db";
import { specificationText } from "@atelier/contracts";
import { toMoneyString } from "@atelier/money";
import type { QuoteDocumentLine, QuoteLineGroup } from "../pdf";

/** Item lines without a room (added by hand without one) print under this title. */
const NO_ROOM = "Other items";
const KIND_GROUPS = { labour: "Labour", delivery: "Delivery" } as const;

/** A line as printed: with its room item's colour, material, size and specifications, when it has one. */
export type PrintableLine = QuoteLine & { roomItem: Pick<RoomItem, "color" | "material" | "size" | "specifications"> | null };


const printed = (line: PrintableLine): QuoteDocumentLine => ({
  name: line.name,
  details: specificationText(line.roomItem),
  quantity: line.quantity.toNumber(),
  unit: line.unit,
  unitPrice: toMoneyString(line.unitPrice),
  lineTotal: toMoneyString(line.lineTotal),
});

/** Item lines by room, each room where its first line is in print order; then labour, then delivery, each a group of its own. */
export function lineGroupsOf(lines: readonly PrintableLine[]): QuoteLineGroup[] {
  const inOrder = [...lines].sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id));
  const rooms = new Map<string, QuoteDocumentLine[]>();
  for (const line of inOrder.filter((candidate) => candidate.kind === "item")) {
    const title = line.roomName ?? NO_ROOM;
    rooms.set(title, [...(rooms.get(title) ?? []), printed(line)]);
  }
  const groups = [...rooms].map(([title, roomLines]) => ({ title, lines: roomLines }));
  for (const kind of ["labour", "delivery"] as const) {
    const kindLines = inOrder.filter((line) => line.kind === kind).map(printed);
    if (kindLines.length > 0) groups.push({ title: KIND_GROUPS[kind], lines: kindLines });
  }
  return groups;
}
