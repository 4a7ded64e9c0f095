import type { TimelineEvent } from "@atelier/db";

/** A timeline event by its title. */
export const timelineRecord = (event: Pick<TimelineEvent, "id" | "title">) => ({ type: "milestone" as const, id: event.id, label: event.title });
