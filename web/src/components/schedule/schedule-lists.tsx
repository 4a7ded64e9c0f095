import { useId, type ReactNode } from "react";
import { splitSchedule } from "@/lib/schedule";

interface ScheduleListsProps<T> {
  entries: readonly T[];
  timeOf: (entry: T) => string;
  /** The plural shown in the headings: "Meetings", "Installations". */
  noun: string;
  /** Upcoming entries are the ones still ahead and not completed, so they carry the entry's actions. */
  renderEntry: (entry: T, isUpcoming: boolean) => ReactNode;
}

/** A project's meetings or installations, split into Upcoming and Past. */
export function ScheduleLists<T extends { id: string; status: string }>({ entries, timeOf, noun, renderEntry }: ScheduleListsProps<T>) {
  const { upcoming, past } = splitSchedule(entries, timeOf, new Date());
  return (
    <div className="grid gap-8">
      <ScheduleSection title={`Upcoming ${noun}`} empty={`No upcoming ${noun.toLowerCase()}.`}>
        {upcoming.map((entry) => renderEntry(entry, true))}
      </ScheduleSection>
      <ScheduleSection title={`Past ${noun}`} empty={`No past ${noun.toLowerCase()}.`}>
        {past.map((entry) => renderEntry(entry, false))}
      </ScheduleSection>
    </div>
  );
}

function ScheduleSection({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  const headingId = useId();
  return (
    <section className="grid gap-3" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-xl">
        {title}
      </h3>
      {children.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-4">{children}</ul>
      )}
    </section>
  );
}
