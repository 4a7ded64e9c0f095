import { Mic } from "lucide-react";
import { useMatch } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { UnavailableAction } from "@/components/unavailable-action";

/** Where the room page's recorder is, for the sidebar's quick action to bring it into view. */
export const VOICE_NOTES_ANCHOR = "voice-site-notes";

/** Voice notes belong to a room: on a room page this goes to its recorder; elsewhere it says so. */
export function StartRecordingAction({ className }: { className?: string }) {
  const onRoomPage = useMatch("/rooms/:id") !== null;
  if (!onRoomPage) {
    return (
      <UnavailableAction variant="outline" className={className} reason="Open a room to record a site visit there">
        <Mic aria-hidden="true" />
        Start Recording
      </UnavailableAction>
    );
  }
  return (
    <Button
      variant="outline"
      className={className}
      onClick={() => {
        const panel = document.getElementById(VOICE_NOTES_ANCHOR);
        panel?.scrollIntoView({ behavior: "smooth", block: "center" });
        panel?.querySelector("button")?.focus({ preventScroll: true });
      }}
    >
      <Mic aria-hidden="true" />
      Start Recording
    </Button>
  );
}
