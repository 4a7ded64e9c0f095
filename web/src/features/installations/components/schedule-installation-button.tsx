import { CalendarPlus } from "lucide-react";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { useOffers } from "@/hooks/use-can";
import { ScheduleInstallationForm } from "./schedule-installation-form";

export function ScheduleInstallationButton({ projectId }: { projectId: string }) {
  const offered = useOffers("work.write");
  if (!offered) return null;
  return (
    <FormDialog
      title="Schedule Installation"
      description="Book the installation team for work on site."
      trigger={
        <Button>
          <CalendarPlus aria-hidden="true" />
          Schedule Installation
        </Button>
      }
    >
      {(close) => <ScheduleInstallationForm projectId={projectId} onScheduled={close} />}
    </FormDialog>
  );
}
