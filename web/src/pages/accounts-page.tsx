import { formatRand } from "@atelier/money";
import { Wallet } from "lucide-react";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { QueryView } from "@/components/query-view";
import { StatCard } from "@/components/stat-card";
import { Card } from "@/components/ui/card";
import { AgeingFigures } from "@/features/receivables/components/ageing-figures";
import { ExportDialog } from "@/features/receivables/components/export-dialog";
import { ReceivablesList } from "@/features/receivables/components/receivables-list";
import { useReceivables } from "@/features/receivables/queries/use-receivables";
import { TimeReportCard } from "@/features/reports/components/time-report-card";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { PRODUCT_NAME } from "@/lib/brand";

/** The studio's Accounts: what every client owes, how old it is and what is overdue, the longest overdue first. */
export function AccountsPage() {
  const receivables = useReceivables();
  useDocumentTitle("Accounts", PRODUCT_NAME);
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeader title="Accounts" description="What your clients owe, by age, with the longest overdue first." />
        <ExportDialog />
      </div>
      <QueryView query={receivables} what="the studio's accounts" loading={<CardListSkeleton label="Loading accounts" />}>
        {({ totals, accounts }) => (
          <>
            <div className="grid gap-4 sm:grid-cols-3">
              <StatCard label="Balance Due" value={formatRand(totals.balance)} />
              <StatCard label="Overdue" value={formatRand(totals.overdue)} />
              <StatCard label="Client Credit" value={formatRand(totals.credit)} />
            </div>
            <Card className="p-4">
              <h2 className="mb-2 text-lg">By Age</h2>
              <AgeingFigures ageing={totals.ageing} className="grid-cols-1 text-sm min-[420px]:grid-cols-2 sm:grid-cols-4" />
            </Card>
            {accounts.length === 0 ? (
              <Card>
                <EmptyState icon={Wallet} title="Nothing owed" description="When you issue invoices, each client's balance shows here until it is paid." />
              </Card>
            ) : (
              <ReceivablesList accounts={accounts} />
            )}
          </>
        )}
      </QueryView>
      <TimeReportCard />
    </div>
  );
}
