import { FEE_BASIS_NAMES, formatMinutes, type ProjectFees, type TimeEntry, type User } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Clock, Plus, Receipt, Settings2, Trash2 } from "lucide-react";
import { useId } from "react";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState } from "@/components/empty-state";
import { FormDialog } from "@/components/form-dialog";
import { QueryView } from "@/components/query-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/features/auth/queries/use-auth";
import { useOffers } from "@/hooks/use-can";
import { humanize } from "@/lib/labels";
import { useStudioDates } from "@/lib/studio-time-zone";
import { useBillTimeMutation, useDeleteTimeEntryMutation, useProjectFees, useProjectTime, useTimer } from "../queries/use-time";
import { FeeBasisForm } from "./fee-basis-form";
import { LogTimeForm } from "./log-time-form";
import { TimerControl } from "./timer-control";

/** The member may remove their own time, an owner or admin anyone's, while no invoice bills it. */
const removable = (entry: TimeEntry, user: User | null | undefined) => entry.invoiceId === null && Boolean(user && (entry.userId === user.id || user.permissions.includes("team.manage")));

function TimeEntryRow({ entry, projectId }: { entry: TimeEntry; projectId: string }) {
  const { user } = useAuth();
  const { formatDate } = useStudioDates();
  const remove = useDeleteTimeEntryMutation(projectId);
  const what = `${formatMinutes(entry.minutes)} of ${humanize(entry.activity).toLowerCase()} on ${formatDate(entry.date)}`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 border-b border-border py-3 last:border-0">
      <div className="grid min-w-0 gap-1">
        <p className="font-medium">
          {formatMinutes(entry.minutes)} · {humanize(entry.activity)}
        </p>
        <p className="text-sm break-words text-muted-foreground">
          {formatDate(entry.date)} · {entry.userName}
          {entry.note && ` · ${entry.note}`}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {entry.invoiceId ? <Badge tone="success">Billed</Badge> : entry.billable ? <Badge tone="info">Billable</Badge> : <Badge tone="neutral">Not billable</Badge>}
        {removable(entry, user) && (
          <ConfirmDeleteDialog
            title="Delete Time"
            name={what}
            onConfirm={() => remove.mutate(entry.id)}
            trigger={
              <Button variant="ghost" size="icon-sm" aria-label={`Delete ${what}`} disabled={remove.isPending}>
                <Trash2 aria-hidden="true" />
              </Button>
            }
          />
        )}
      </div>
    </li>
  );
}

/** What billing would bill now: the unbilled billable time on an hourly basis, else what is left of the fee; null when nothing. */
function whatToBill(fees: ProjectFees | undefined, unbilledMinutes: number): string | null {
  if (!fees || fees.basis === "hourly") {
    return unbilledMinutes > 0 ? `${formatMinutes(unbilledMinutes)} of billable time becomes a draft fee invoice, a line for each person and activity at its rate.` : null;
  }
  if (fees.feeToBill === null || Number(fees.feeToBill) <= 0) return null;
  return `${formatRand(fees.feeToBill)} of the project's fee becomes a draft fee invoice, and the time kept so far is marked as covered by it.`;
}

/** Bill Time: after a confirmation, what the fee basis has earned becomes a draft fee invoice; nothing reaches the client until it is issued and sent. */
function BillTimeButton({ projectId, description }: { projectId: string; description: string }) {
  const bill = useBillTimeMutation(projectId);
  return (
    <ConfirmDialog
      title="Bill Time"
      description={`${description} Nothing is sent to the client until you issue and send it.`}
      confirmLabel="Create Draft Invoice"
      onConfirm={() => bill.mutate()}
      trigger={
        <Button variant="outline" className="min-h-11" disabled={bill.isPending}>
          <Receipt aria-hidden="true" />
          Bill Time
        </Button>
      }
    />
  );
}

/** "A fixed fee of R 120,000.00 · R 40,000.00 billed · R 80,000.00 to bill", with Fee Basis to change it. */
function FeeBasisSummary({ projectId, fees }: { projectId: string; fees: ProjectFees }) {
  const terms =
    fees.basis === "fixed"
      ? `A fixed fee of ${formatRand(fees.fixedFee ?? 0)}`
      : fees.basis === "procurement"
        ? `${fees.procurementPercent}% of ${formatRand(fees.procurementValue)} of purchase orders`
        : FEE_BASIS_NAMES.hourly;
  const billing = fees.basis === "hourly" ? "" : ` · ${formatRand(fees.feeBilled)} billed · ${formatRand(fees.feeToBill ?? 0)} to bill`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border px-3 py-2">
      <p className="min-w-0 text-sm break-words">
        <span className="font-medium">Fee basis:</span> {terms}
        {billing}
      </p>
      <FormDialog
        title="Fee Basis"
        description="How the studio's design work on this project is billed."
        trigger={
          <Button variant="ghost" size="sm" className="min-h-11">
            <Settings2 aria-hidden="true" />
            Fee Basis
          </Button>
        }
      >
        {(close) => <FeeBasisForm projectId={projectId} fees={fees} onSaved={close} />}
      </FormDialog>
    </div>
  );
}

/** Time on the project: the member's timer, Log Time, Bill Time, and everyone's entries with the totals. */
export function TimeCard({ projectId }: { projectId: string }) {
  const time = useProjectTime(projectId);
  const timer = useTimer();
  const canWrite = useOffers("work.write");
  const canBill = useOffers("accounts.write");
  const fees = useProjectFees(projectId, canBill);
  const toBill = time.data ? whatToBill(fees.data, time.data.totals.unbilledMinutes) : null;
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="gap-4">
        <div className="grid gap-1">
          <CardTitle id={headingId}>Time</CardTitle>
          <CardDescription>
            {time.data ? `${formatMinutes(time.data.totals.minutes)} in all · ${formatMinutes(time.data.totals.unbilledMinutes)} billable, not yet billed` : "Time the studio spent on the project."}
          </CardDescription>
        </div>
        {(canWrite || canBill) && (
          <div className="flex flex-wrap items-end gap-3">
            {canWrite && timer.data !== undefined && <TimerControl projectId={projectId} timer={timer.data} />}
            {canBill && toBill && <BillTimeButton projectId={projectId} description={toBill} />}
            {canWrite && (
              <FormDialog
                title="Log Time"
                description="Time already spent on the project."
                trigger={
                  <Button className="min-h-11">
                    <Plus aria-hidden="true" />
                    Log Time
                  </Button>
                }
              >
                {(close) => <LogTimeForm projectId={projectId} onLogged={close} />}
              </FormDialog>
            )}
          </div>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {canBill && fees.data && <FeeBasisSummary projectId={projectId} fees={fees.data} />}
        <QueryView query={time} what="the project's time" loading={<CardListSkeleton label="Loading the time" />}>
          {({ entries }) =>
            entries.length === 0 ? (
              <EmptyState icon={Clock} title="No time kept yet" description="Start the timer as you work, or log time already spent." className="py-8" />
            ) : (
              <ul aria-label="Time entries">
                {entries.map((entry) => (
                  <TimeEntryRow key={entry.id} entry={entry} projectId={projectId} />
                ))}
              </ul>
            )
          }
        </QueryView>
      </CardContent>
    </Card>
  );
}
