import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { ScheduleMeetingForm } from "./schedule-meeting-form";

export function ScheduleMeetingButton({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      title="Schedule Meeting"
      description="Plan a meeting with the client or the team for this project."
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <CalendarPlus aria-hidden="true" />
          Schedule Meeting
        </Button>
      }
    >
      <ScheduleMeetingForm projectId={projectId} onScheduled={() => setOpen(false)} />
    </FormDialog>
  );
}
