/**
 * Issue 12's purchase-order figure: drafting the purchase orders of an approved quote of 500 item lines
 * (12 suppliers, every 13th line naming none, so it stays "to order"), timed two ways, each the median of
 * a few runs: the quote.approved subscriber's own work (draftPurchaseOrders, called here against the same
 * database), and from quote.approved committed to the outbox until the logistics worker's orders are
 * committed (the services' relays poll every OUTBOX_POLL_MS, so up to that much is the relay's).
 *
 * Alone, against a scratch database on a PostgreSQL admin URL (only the subscriber's time):
 * `DATABASE_URL=postgresql://postgres:atelier-local@127.0.0.1:54329/postgres npx tsx infra/load/purchase-order-figures.ts`
 */
import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import { quoteApprovedEvent } from "@atelier/contracts";
import { applyMigrations, createPrismaClient, createScratchDatabase, type PrismaClient } from "@atelier/db";
import { actAs, systemActor, writeEvent } from "@atelier/kit";
import { draftPurchaseOrders } from "../../services/logistics/src/purchase-orders/draft-purchase-orders";

export const PURCHASE_ORDER_BENCH = { lines: 500, suppliers: 12, runs: 5 };

/** Lines with no supplier: every 13th. */
const unordered = (n: number) => n % 13 === 0;

export interface PurchaseOrderFigures {
  subscriberMs: number;
  /** Null when no logistics worker was there to draft (the script run alone). */
  endToEndMs: number | null;
  orders: number;
  lines: number;
}

/** The studio's suppliers, and an approved quote of the project whose 500 item lines name them (by link or by name). */
async function approvedQuoteOf500Lines(prisma: PrismaClient, studioId: string, projectId: string): Promise<string> {
  const suppliers = await prisma.supplier.createManyAndReturn({
    data: Array.from({ length: PURCHASE_ORDER_BENCH.suppliers }, (_, index) => ({ studioId, name: `Bench Supplier ${index}`, email: `orders${index}@bench.test` })),
  });
  const room = await prisma.room.create({ data: { projectId, name: "Purchase-order bench room" } });
  const items = await prisma.roomItem.createManyAndReturn({
    data: Array.from({ length: PURCHASE_ORDER_BENCH.lines }, (_, n) => {
      const supplier = suppliers[n % suppliers.length]!;
      // Half link their supplier, half only name it, as items typed before the supplier was added do.
      return { roomId: room.id, name: `Item ${n}`, quantity: 1 + (n % 4), supplier: unordered(n) ? null : supplier.name, supplierId: !unordered(n) && n % 2 === 0 ? supplier.id : null };
    }),
  });
  const quote = await prisma.quote.create({
    data: { studioId, projectId, number: `Q-BENCH-${randomUUID().slice(0, 8)}`, title: "Purchase-order bench", status: "approved", approvedAt: new Date() },
  });
  await prisma.quoteLine.createMany({
    data: items.map((item, n) => ({
      quoteId: quote.id,
      roomItemId: item.id,
      roomName: room.name,
      name: item.name,
      supplier: item.supplier,
      quantity: item.quantity,
      unitCost: (500 + ((n * 7919) % 40000)).toFixed(2),
      markupPercent: "30.00",
      unitPrice: "0.00",
      lineTotal: "0.00",
      sortOrder: n,
    })),
  });
  return quote.id;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The subscriber's work, PURCHASE_ORDER_BENCH.runs times, each as a new approval (a new event id), so each drafts every order again. */
async function timeSubscriber(prisma: PrismaClient, approved: { quoteId: string; projectId: string; studioId: string }): Promise<{ ms: number; orders: number }> {
  const timings: number[] = [];
  let orders = 0;
  const changes = { announce: () => {} };
  for (let run = 0; run < PURCHASE_ORDER_BENCH.runs; run += 1) {
    const started = performance.now();
    // As the logistics worker runs it: Atelier's work, caused by the approval.
    orders = await actAs(systemActor(quoteApprovedEvent.name), () => draftPurchaseOrders({ prisma, changes }, { ...approved, eventId: randomUUID() }));
    timings.push(performance.now() - started);
  }
  return { ms: median(timings), orders };
}

/** quote.approved written as the quotes service writes it, until the logistics worker has committed its orders. */
async function timeThroughTheWorker(prisma: PrismaClient, approved: { quoteId: string; projectId: string; studioId: string }, orders: number): Promise<number> {
  const timings: number[] = [];
  for (let run = 0; run < PURCHASE_ORDER_BENCH.runs; run += 1) {
    const eventId = randomUUID();
    const payload = { ...approved, number: "Q-BENCH", version: 1, approvalId: randomUUID(), signedBy: "Bench Client", total: "0.00" };
    const started = performance.now();
    await writeEvent(prisma, quoteApprovedEvent, eventId, payload);
    const deadline = started + 60_000;
    while ((await prisma.purchaseOrder.count({ where: { sourceEventId: eventId } })) < orders) {
      if (performance.now() > deadline) throw new Error("the logistics worker drafted no purchase orders in 60 s");
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    timings.push(performance.now() - started);
  }
  return median(timings);
}

/** For make bench: a project of the signed-in designer's studio, made through the gateway, and both timings against the stack. */
export async function purchaseOrderFigures(gatewayUrl: string, cookie: string, databaseUrl: string): Promise<PurchaseOrderFigures> {
  const headers = { "content-type": "application/json", cookie };
  const user = (await (await fetch(`${gatewayUrl}/api/user`, { headers })).json()) as { studio: { id: string } };
  const created = await fetch(`${gatewayUrl}/api/projects`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "Purchase-order bench residence", clientName: "Bench Client", clientEmail: "client@bench.test", budget: 5_000_000, startDate: "2026-11-02" }),
  });
  if (created.status !== 201) throw new Error(`POST /api/projects answered ${created.status}: ${await created.text()}`);
  const projectId = ((await created.json()) as { id: string }).id;
  const prisma = createPrismaClient(databaseUrl);
  try {
    const approved = { quoteId: await approvedQuoteOf500Lines(prisma, user.studio.id, projectId), projectId, studioId: user.studio.id };
    const subscriber = await timeSubscriber(prisma, approved);
    return { subscriberMs: subscriber.ms, endToEndMs: await timeThroughTheWorker(prisma, approved, subscriber.orders), orders: subscriber.orders, lines: PURCHASE_ORDER_BENCH.lines };
  } finally {
    await prisma.$disconnect();
  }
}

export function purchaseOrderRow({ subscriberMs, endToEndMs, orders, lines }: PurchaseOrderFigures): string {
  const label = `purchase-order drafting for an approved quote of ${lines} lines (median of ${PURCHASE_ORDER_BENCH.runs})`;
  const through = endToEndMs === null ? "" : `, ${endToEndMs.toFixed(0)} ms from quote.approved written to the orders drafted`;
  return `${label.padEnd(72)} ${subscriberMs.toFixed(0)} ms in the subscriber${through}, ${orders} orders`;
}

/** Alone: a scratch database with the migrations, a studio and a project, and the subscriber's time. */
async function alone(adminUrl: string): Promise<PurchaseOrderFigures> {
  const database = await createScratchDatabase(adminUrl, "purchase_order_bench");
  const prisma = createPrismaClient(database.url);
  try {
    await applyMigrations(database.url);
    const studio = await prisma.studio.create({ data: { name: "Bench Studio" } });
    const project = await prisma.project.create({ data: { studioId: studio.id, title: "Purchase-order bench residence" } });
    const approved = { quoteId: await approvedQuoteOf500Lines(prisma, studio.id, project.id), projectId: project.id, studioId: studio.id };
    const subscriber = await timeSubscriber(prisma, approved);
    return { subscriberMs: subscriber.ms, endToEndMs: null, orders: subscriber.orders, lines: PURCHASE_ORDER_BENCH.lines };
  } finally {
    await prisma.$disconnect();
    await database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("Set DATABASE_URL to a PostgreSQL admin URL (one allowed to create databases)");
  console.log(purchaseOrderRow(await alone(adminUrl)));
}
