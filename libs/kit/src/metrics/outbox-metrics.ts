import type { PrismaClient } from "@atelier/db";
import { Gauge, type Registry } from "prom-client";

/**
 * The outbox's backlog, read when scraped: events and jobs written but not yet published, and how long the oldest
 * has waited. A backlog that grows, or an oldest that ages, is a relay that cannot reach Redis.
 */
export function outboxMetrics(registry: Registry, prisma: PrismaClient): void {
  new Gauge({
    name: "outbox_pending",
    help: "Outbox rows (events and jobs) not yet published",
    registers: [registry],
    async collect() {
      this.set(await prisma.outboxEvent.count({ where: { publishedAt: null } }));
    },
  });
  new Gauge({
    name: "outbox_oldest_pending_age_seconds",
    help: "How long the oldest unpublished outbox row has waited; 0 when none waits",
    registers: [registry],
    async collect() {
      const oldest = await prisma.outboxEvent.findFirst({ where: { publishedAt: null }, orderBy: { createdAt: "asc" }, select: { createdAt: true } });
      this.set(oldest ? Math.max(0, (Date.now() - oldest.createdAt.getTime()) / 1000) : 0);
    },
  });
}
