export interface ScheduleSplit<T> {
  upcoming: T[];
  past: T[];
}

/** Still ahead and not completed: the only entries offered Join (or Start) and Edit. */
export function isAhead(time: string, status: string, now: Date): boolean {
  return new Date(time).getTime() > now.getTime() && status !== "completed";
}

/**
 * Upcoming: still ahead and not cancelled. Past: its time has passed, or it is completed.
 * The spec's wording would list a completed future entry twice; it belongs with the past only.
 * A cancelled future entry is in neither list, as the spec has it.
 */
export function splitSchedule<T extends { status: string }>(
  entries: readonly T[],
  timeOf: (entry: T) => string,
  now: Date,
): ScheduleSplit<T> {
  const upcoming: T[] = [];
  const past: T[] = [];
  for (const entry of entries) {
    if (!isAhead(timeOf(entry), entry.status, now)) past.push(entry);
    else if (entry.status !== "cancelled") upcoming.push(entry);
  }
  return { upcoming, past };
}
