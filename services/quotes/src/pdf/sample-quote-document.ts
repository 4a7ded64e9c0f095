/** Quotes to render in tests and the bench: a small one with known amounts, and long ones of any size. */
import { deflateSync, crc32 } from "node:zlib";
import { lineTotal, sumMoney, withVat } from "@atelier/money";
import type { QuoteDocument, QuoteLineGroup } from "./quote-document";

/** A plain PNG of one colour, standing in for a studio's logo. */
export function solidPng(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const framed = Buffer.alloc(typed.length + 8);
    framed.writeUInt32BE(data.length, 0);
    typed.copy(framed, 4);
    framed.writeUInt32BE(crc32(typed), typed.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}

type LineSpec = [name: string, quantity: number, unit: string, unitPrice: string, details?: string];

function group(title: string, lines: LineSpec[]): QuoteLineGroup {
  return { title, lines: lines.map(([name, quantity, unit, unitPrice, details]) => ({ name, details: details ?? null, quantity, unit, unitPrice, lineTotal: lineTotal(quantity, unitPrice) })) };
}

function quoteOf(groups: QuoteLineGroup[]): QuoteDocument {
  return {
    studio: {
      name: "Atelier Blanc Interiors",
      postalAddress: "PO Box 4521\nCape Town\n8000",
      vatNumber: "4123456789",
      registrationNumber: "2019/123456/07",
      phone: "021 555 0199",
      email: "studio@atelierblanc.co.za",
      logoPng: solidPng(160, 48, [138, 106, 63]),
    },
    client: { name: "Thandi Mokoena", email: "thandi@example.co.za" },
    project: { title: "Clifton Beach House", address: "12 Victoria Road, Clifton, Cape Town" },
    quote: {
      number: "Q-2026-0007",
      version: 2,
      title: "Furnishing and finishes",
      description: "Furniture, soft furnishings and lighting for the main bedroom, lounge and dining room, installed.",
      issueDate: "2026-11-23",
      validUntil: "2026-12-23",
    },
    groups,
    totals: withVat(sumMoney(groups.flatMap(({ lines }) => lines.map((line) => line.lineTotal)))),
    terms:
      "A deposit of 60% is payable on acceptance; the balance on delivery. Prices include VAT at 15% and are valid until the date above. " +
      "Lead times are those of the suppliers and start on receipt of the deposit. Items made to order cannot be returned.",
  };
}

/** Three rooms and a labour and delivery group: subtotal R 71,776.49, VAT R 10,766.47, total R 82,542.96. */
export function threeRoomQuote(): QuoteDocument {
  return quoteOf([
    group("Main Bedroom", [
      ["Velvet headboard, sage", 1, "each", "18499.99", "Sage green · Cotton velvet on solid pine · 1900 × 1200 mm · Deep-buttoned"],
      ["Linen curtains, ivory", 6.5, "meters", "850.00"],
      ["Brass bedside lamp", 2, "each", "2350.00"],
    ]),
    group("Living Room", [
      ["Oak coffee table", 1, "each", "12500.00"],
      ["Bouclé armchair", 2, "each", "9800.00"],
    ]),
    group("Kitchen", [["Pendant light – smoked glass", 3, "each", "1450.50"]]),
    group("Labour and delivery", [
      ["Installation labour", 12, "hours", "450.00"],
      ["Delivery to site", 1, "each", "1200.00"],
    ]),
  ]);
}

/** `lineCount` lines across rooms of 25, each line's price from its index. */
export function longQuote(lineCount: number): QuoteDocument {
  const rooms: QuoteLineGroup[] = [];
  for (let start = 0; start < lineCount; start += 25) {
    const lines: LineSpec[] = [];
    for (let index = start; index < Math.min(lineCount, start + 25); index += 1) {
      // Every third name is long enough to wrap onto a second line, as real descriptions do.
      const name = index % 3 === 0 ? `Item ${index + 1}: hand-finished oak side table with a brass inlay and bevelled edges` : `Item ${index + 1}: linen cushion`;
      lines.push([name, (index % 4) + 1, "each", `${1000 + index * 7}.50`]);
    }
    rooms.push(group(`Room ${rooms.length + 1}`, lines));
  }
  return quoteOf(rooms);
}
