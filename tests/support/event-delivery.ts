import type { Queue } from "bullmq";
import { expect } from "vitest";
import type { PrismaClient } from "@atelier/db";

/** Following an event through a service's events queue (the queue's job id is the event's id). */
export function eventDelivery(events: Queue, prisma: PrismaClient) {
  /** Waits until the subscriber has finished the event's delivery, and checks it completed. */
  async function delivered(eventId: string): Promise<void> {
    await expect.poll(async () => (await events.getJob(eventId))?.finishedOn ?? null, { timeout: 15_000, interval: 100 }).not.toBeNull();
    expect(await (await events.getJob(eventId))!.isCompleted()).toBe(true);
  }

  /** The event published again once its job was gone, as after a relay that lost track of it: same id, a new job. */
  async function redeliver(eventId: string): Promise<void> {
    await (await events.getJob(eventId))!.remove();
    await prisma.outboxEvent.update({ where: { id: eventId }, data: { publishedAt: null } });
    await delivered(eventId);
  }

  return { delivered, redeliver };
}
