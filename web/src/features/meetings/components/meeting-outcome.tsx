import type { Meeting } from "@atelier/contracts";
import { useStudioDates } from "@/lib/studio-time-zone";

/** What a finished meeting left behind: its outcome and follow-ups, or why it was cancelled. */
export function MeetingOutcome({ meeting }: { meeting: Meeting }) {
  const { formatDate } = useStudioDates();
  if (meeting.status === "cancelled") {
    return meeting.cancellationReason ? <p className="text-sm">Cancelled: {meeting.cancellationReason}</p> : null;
  }
  if (meeting.status !== "completed" || (!meeting.outcomes && meeting.followUps.length === 0)) return null;
  return (
    <div className="grid gap-2 rounded-lg bg-muted p-4 text-sm">
      {meeting.outcomes && (
        <p>
          <span className="font-medium">Outcome: </span>
          {meeting.outcomes}
        </p>
      )}
      {meeting.followUps.length > 0 && (
        <div className="grid gap-1">
          <p className="font-medium">Follow-ups</p>
          <ul className="grid list-disc gap-1 pl-5">
            {meeting.followUps.map((followUp, index) => (
              <li key={`${followUp.text}-${index}`}>
                {followUp.text}
                {followUp.dueDate && <span className="text-muted-foreground"> (due {formatDate(followUp.dueDate)})</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
