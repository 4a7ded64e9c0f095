import { deliveryMoment, studioDay, type createDeliveryRequestSchema } from "@atelier/contracts";
import { studioTimeZoneOf, type Project } from "@atelier/db";
import { fieldRefused, fieldsSet, momentIn, recordActivity } from "@atelier/kit";
import type { z } from "zod";
import type { LogisticsDeps } from "../logistics-deps";
import { nextStudioNumbers } from "../numbering/next-studio-number";
import { deliveryDetails, type DeliveryWithDetails } from "./delivery-records";
import { deliveryRecord } from "./delivery-activity";

type NewDelivery = z.output<typeof createDeliveryRequestSchema>;

/** The delivery's lines: a chosen production item lends its name, room item and quantity; free text stands alone. */
async function deliveryLines({ prisma }: LogisticsDeps, project: Pick<Project, "id">, items: NewDelivery["items"]) {
  const chosen = items.flatMap((item) => (item.productionItemId ? [item.productionItemId] : []));
  const found = await prisma.productionItem.findMany({
    where: { id: { in: chosen }, projectId: project.id },
    select: { id: true, name: true, quantity: true, quoteLine: { select: { roomItemId: true } } },
  });
  const byId = new Map(found.map((production) => [production.id, production]));
  const missing = items.findIndex((item) => item.productionItemId && !byId.has(item.productionItemId));
  if (missing >= 0) throw fieldRefused(`items.${missing}.productionItemId`, "Must be one of the project's production items");
  return items.map((item, sortOrder) => {
    const production = item.productionItemId ? byId.get(item.productionItemId) : undefined;
    return {
      productionItemId: production?.id ?? null,
      roomItemId: production?.quoteLine?.roomItemId ?? null,
      name: item.name || production!.name,
      quantity: item.quantity ?? production?.quantity ?? 1,
      sortOrder,
    };
  });
}

/** A delivery of the project, created as scheduled (spec section 4) under the studio's next number. */
export async function scheduleDelivery(deps: LogisticsDeps, project: Pick<Project, "id" | "studioId">, input: NewDelivery, now = new Date()): Promise<DeliveryWithDetails> {
  const [lines, timeZone] = await Promise.all([deliveryLines(deps, project, input.items), studioTimeZoneOf(deps.prisma, project.studioId)]);
  const delivery = await deps.prisma.$transaction(async (tx) => {
    const created = await tx.delivery.create({
      data: {
        studioId: project.studioId,
        projectId: project.id,
        // "DEL-2026-001": a counter per studio and year, moved on inside this transaction.
        deliveryNumber: (await nextStudioNumbers(tx, project.studioId, { prefix: "DEL", year: Number(studioDay(now, timeZone).slice(0, 4)), digits: 3 }))[0]!,
        status: "scheduled",
        scheduledDate: deliveryMoment(input, timeZone),
        eta: input.eta ? new Date(input.eta) : null,
        driverName: input.driverName,
        driverPhone: input.driverPhone,
        trackingUrl: input.trackingUrl,
        notes: input.notes,
        items: { create: lines },
      },
      include: deliveryDetails,
    });
    await recordActivity(tx, { studioId: project.studioId, projectId: project.id, record: deliveryRecord(created), action: "scheduled", changes: fieldsSet(created, { scheduledDate: momentIn("When", timeZone), driverName: "Driver" }) });
    return created;
  });
  deps.changes.announce(project.id, "deliveries", delivery.id);
  return delivery;
}
