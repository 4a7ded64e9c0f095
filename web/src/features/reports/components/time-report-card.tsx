import { formatMinutes, type TimeReport } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Clock } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { EmptyState } from "@/components/empty-state";
import { FormField } from "@/components/form-field";
import { QueryView } from "@/components/query-view";
import { StatCard } from "@/components/stat-card";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { projectPath } from "@/features/projects/lib/project-paths";
import { useTimeReport } from "../queries/use-time-report";

type Hours = Pick<TimeReport["totals"], "minutes" | "billableMinutes" | "billedMinutes" | "unbilledMinutes">;

const rate = (value: string | null) => (value === null ? "—" : formatRand(value));

/** A table of hours, one row per project or person, that scrolls sideways inside the card on a phone, never the page. */
function HoursTable({ caption, rows, fees }: { caption: string; rows: Array<{ key: string; name: ReactNode } & Hours & Partial<Pick<TimeReport["totals"], "feesInvoiced" | "effectiveHourlyRate">>>; fees: boolean }) {
  const columns = ["Hours", "Billable", "Billed", "Not yet billed", ...(fees ? ["Fees", "An hour"] : [])];
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="mb-2 text-left font-medium">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-left text-xs tracking-wide text-muted-foreground uppercase">
            <th scope="col" className="px-3 py-2 font-medium">
              {fees ? "Project" : "Person"}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-right font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-border last:border-0">
              <th scope="row" className="px-3 py-2 text-left font-normal break-words">
                {row.name}
              </th>
              {[row.minutes, row.billableMinutes, row.billedMinutes, row.unbilledMinutes].map((minutes, index) => (
                <td key={index} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {formatMinutes(minutes)}
                </td>
              ))}
              {fees && (
                <>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatRand(row.feesInvoiced ?? "0")}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{rate(row.effectiveHourlyRate ?? null)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Report({ report }: { report: TimeReport }) {
  const { totals, profit } = report;
  const figures = [
    ["Hours Kept", formatMinutes(totals.minutes)],
    ["Billable, Not Yet Billed", formatMinutes(totals.unbilledMinutes)],
    ["Design Fees", formatRand(profit.designFees)],
    ["Effective Hourly Rate", rate(totals.effectiveHourlyRate)],
  ] as const;
  if (report.byProject.length === 0) {
    return <EmptyState icon={Clock} title="No time or fees" description="No time was kept and no fee invoice issued in these days. Choose other days, or keep time on a project's Overview." />;
  }
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
        {figures.map(([label, value]) => (
          <StatCard key={label} label={label} value={value} />
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        Profit in these days: {formatRand(profit.designFees)} from design fees and {formatRand(profit.merchandiseMargin)} margin on merchandise clients approved.
      </p>
      <HoursTable
        caption="By project"
        fees
        rows={report.byProject.map((row) => ({ ...row, key: row.projectId, name: <Link to={projectPath(row.projectId)} className="underline underline-offset-2">{row.projectTitle}</Link> }))}
      />
      <HoursTable caption="By person" fees={false} rows={report.byPerson.map((row) => ({ ...row, key: row.userId, name: row.name }))} />
    </div>
  );
}

/** The Accounts page's Time and Fees: hours by project and person, billed against not, the fees they earned and their hourly worth. */
export function TimeReportCard() {
  const [period, setPeriod] = useState<{ from?: string; to?: string }>({});
  const report = useTimeReport(period);
  const headingId = useId();
  const shown = report.data;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="gap-4">
        <div className="grid gap-1">
          <CardTitle id={headingId}>Time and Fees</CardTitle>
          <CardDescription>{shown ? `From ${shown.from} to ${shown.to}` : "The studio's month so far."}</CardDescription>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="From" type="date" value={period.from ?? shown?.from ?? ""} onChange={(event) => setPeriod({ ...period, from: event.currentTarget.value || undefined })} />
          <FormField label="To" type="date" value={period.to ?? shown?.to ?? ""} onChange={(event) => setPeriod({ ...period, to: event.currentTarget.value || undefined })} />
        </div>
      </CardHeader>
      <CardContent>
        <QueryView query={report} what="the time report" loading={<CardListSkeleton label="Loading the time report" />}>
          {(data) => <Report report={data} />}
        </QueryView>
      </CardContent>
    </Card>
  );
}
