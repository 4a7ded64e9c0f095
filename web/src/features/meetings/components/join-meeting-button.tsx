import type { Meeting } from "@atelier/contracts";
import { Video } from "lucide-react";
import { Button } from "@/components/ui/button";
import { UnavailableAction } from "@/components/unavailable-action";

/** Join Meeting opens the meeting's link in a new tab; without a link it says why it does nothing. */
export function JoinMeetingButton({ meeting }: { meeting: Meeting }) {
  if (!meeting.meetingUrl) {
    const reason = meeting.status === "scheduled" ? "This meeting has no link yet: add one with Edit" : "This meeting has no link";
    return (
      <UnavailableAction size="sm" className="min-h-11" reason={reason}>
        <Video aria-hidden="true" />
        Join Meeting
      </UnavailableAction>
    );
  }
  return (
    <Button asChild size="sm" className="min-h-11">
      <a href={meeting.meetingUrl} target="_blank" rel="noopener noreferrer">
        <Video aria-hidden="true" />
        Join Meeting
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}
