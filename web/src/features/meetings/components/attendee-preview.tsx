import type { Meeting } from "@atelier/contracts";
import { Users } from "lucide-react";

/** Attendees shown by name before the rest are counted (spec section 9). */
const PREVIEW_SIZE = 3;

export function AttendeePreview({ attendees }: { attendees: Meeting["attendees"] }) {
  if (attendees.length === 0) return null;
  const shown = attendees.slice(0, PREVIEW_SIZE);
  const more = attendees.length - shown.length;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Users className="size-4 text-accent" aria-hidden="true" />
      <span className="sr-only">Attendees:</span>
      <ul className="flex flex-wrap gap-2">
        {shown.map((attendee, index) => (
          <li key={`${attendee.name}-${index}`} className="rounded-full bg-muted px-2.5 py-0.5">
            {attendee.name}
            {attendee.role && <span className="text-muted-foreground"> ({attendee.role})</span>}
          </li>
        ))}
      </ul>
      {more > 0 && <span className="text-muted-foreground">+{more} more</span>}
    </div>
  );
}
