import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { ScheduleInstallationForm } from "./schedule-installation-form";

export function ScheduleInstallationButton({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      title="Schedule Installation"
      description="Book the installation team for work on site."
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <CalendarPlus aria-hidden="true" />
          Schedule Installation
        </Button>
      }
    >
      <ScheduleInstallationForm projectId={projectId} onScheduled={() => setOpen(false)} />
    </FormDialog>
  );
}
