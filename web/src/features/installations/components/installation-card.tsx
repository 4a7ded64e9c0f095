import { INSTALLATION_RULES, type Installation, type VisitAction } from "@atelier/contracts";
import { CalendarClock, CheckCircle2, Clock, ClipboardList, Play, Users } from "lucide-react";
import { CancelEntryButton } from "@/components/schedule/cancel-entry-button";
import { ScheduleEntryCard, type EntryFact } from "@/components/schedule/schedule-entry-card";
import { Button } from "@/components/ui/button";
import {
  useCancelInstallationMutation,
  useCompleteInstallationMutation,
  useStartInstallationMutation,
} from "@/features/installations/queries/use-installations";
import { useStudioDates } from "@/lib/studio-time-zone";
import { useOffers } from "@/hooks/use-can";
import { EditInstallationButton } from "./edit-installation-button";

const allows = (installation: Installation, action: VisitAction) => INSTALLATION_RULES.allows(installation.status, action);

export function InstallationCard({ installation }: { installation: Installation }) {
  const { formatDateTime } = useStudioDates();
  const hours = installation.estimatedDuration;
  const facts: EntryFact[] = [
    { icon: CalendarClock, label: "When", value: formatDateTime(installation.scheduledDate) },
    { icon: Clock, label: "Estimated duration", value: `${hours} ${hours === 1 ? "hour" : "hours"}` },
  ];
  if (installation.teamMembers) facts.push({ icon: Users, label: "Team", value: installation.teamMembers });
  if (installation.requirements) facts.push({ icon: ClipboardList, label: "Requirements", value: installation.requirements });

  return (
    <ScheduleEntryCard
      title={installation.title}
      type={installation.type}
      status={installation.status}
      priority={installation.priority}
      description={installation.description}
      facts={facts}
      actions={allows(installation, "cancel") && <InstallationActions installation={installation} />}
    >
      {installation.status === "cancelled" && installation.cancellationReason && <p className="text-sm">Cancelled: {installation.cancellationReason}</p>}
    </ScheduleEntryCard>
  );
}

/** What can be done next (INSTALLATION_RULES): one not yet under way can be started, edited or cancelled; one in progress completed or cancelled. */
function InstallationActions({ installation }: { installation: Installation }) {
  const start = useStartInstallationMutation(installation);
  const complete = useCompleteInstallationMutation(installation);
  const cancel = useCancelInstallationMutation(installation);
  const offered = useOffers("work.write");
  if (!offered) return null;
  return (
    <>
      {allows(installation, "complete") && (
        <Button size="sm" className="min-h-11" disabled={complete.isPending} aria-label={`Complete ${installation.title}`} onClick={() => complete.mutate()}>
          <CheckCircle2 aria-hidden="true" />
          {complete.isPending ? "Completing..." : "Complete"}
        </Button>
      )}
      {allows(installation, "start") && (
        <Button size="sm" className="min-h-11" disabled={start.isPending} onClick={() => start.mutate()}>
          <Play aria-hidden="true" />
          {start.isPending ? "Starting..." : "Start Installation"}
        </Button>
      )}
      {allows(installation, "edit") && <EditInstallationButton installation={installation} />}
      <CancelEntryButton
        noun="Installation"
        title={installation.title}
        consequence="It stays on the project with your reason."
        isPending={cancel.isPending}
        onCancel={(request, callbacks) => cancel.mutate(request, callbacks)}
      />
    </>
  );
}
