import { CalendarPlus } from "lucide-react";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { useOffers } from "@/hooks/use-can";
import { ScheduleMeetingForm } from "./schedule-meeting-form";

export function ScheduleMeetingButton({ projectId }: { projectId: string }) {
  const offered = useOffers("work.write");
  if (!offered) return null;
  return (
    <FormDialog
      title="Schedule Meeting"
      description="Plan a meeting with the client or the team for this project."
      trigger={
        <Button>
          <CalendarPlus aria-hidden="true" />
          Schedule Meeting
        </Button>
      }
    >
      {(close) => <ScheduleMeetingForm projectId={projectId} onScheduled={close} />}
    </FormDialog>
  );
}
