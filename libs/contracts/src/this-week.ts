import { z } from "zod";
import { uuid } from "./fields";

const DAY_MS = 86_400_000;
/** South Africa keeps UTC+2 all year, so a local day is always this far from UTC's. */
const SOUTH_AFRICAN_OFFSET_MS = 2 * 3_600_000;

/**
 * The studio's week around `now`: Monday 00:00 to the next Monday 00:00 in South African time, and the start of
 * today, before which anything still open is overdue.
 */
export function southAfricanWeek(now: Date): { start: Date; end: Date; today: Date } {
  const local = new Date(now.getTime() + SOUTH_AFRICAN_OFFSET_MS);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - SOUTH_AFRICAN_OFFSET_MS;
  const start = today - ((local.getUTCDay() + 6) % 7) * DAY_MS;
  return { start: new Date(start), end: new Date(start + 7 * DAY_MS), today: new Date(today) };
}

export const weekEntryKinds = ["meeting", "installation", "delivery", "milestone"] as const;

/** One line of the dashboard's This week panel: something booked this week, or still open from before today. */
export const weekEntrySchema = z.object({
  kind: z.enum(weekEntryKinds),
  id: uuid,
  /** The meeting's, installation's or milestone's title; a delivery's number. */
  title: z.string(),
  /** When it is (or was) booked, ISO 8601. */
  at: z.string(),
  status: z.string(),
  /** Booked before today and neither done nor called off. */
  overdue: z.boolean(),
  projectId: uuid,
  projectTitle: z.string(),
});
export type WeekEntry = z.infer<typeof weekEntrySchema>;

/**
 * GET /api/dashboard/this-week (projects: meetings and milestones) and GET /api/logistics/this-week
 * (installations and deliveries): the studio's entries of this week that were not called off, and its overdue
 * ones from any earlier day, each list by time.
 */
export const thisWeekSchema = z.object({ entries: z.array(weekEntrySchema) });
export type ThisWeek = z.infer<typeof thisWeekSchema>;

/** A service's record as the panel lists it; `done` when it needs nothing more (completed, delivered). */
export interface WeekRecord {
  kind: (typeof weekEntryKinds)[number];
  id: string;
  title: string;
  at: Date;
  status: string;
  done: boolean;
  project: { id: string; title: string };
}

/** The answer for a service's records, by time. */
export const toThisWeek = (records: WeekRecord[], week: { today: Date }): ThisWeek => ({
  entries: records
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map(({ at, done, project, ...record }) => ({
      ...record,
      at: at.toISOString(),
      overdue: !done && at < week.today,
      projectId: project.id,
      projectTitle: project.title,
    })),
});
