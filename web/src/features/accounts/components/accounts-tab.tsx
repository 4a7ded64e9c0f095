import type { Invoice, Project } from "@atelier/contracts";
import { formatRand, sumMoney } from "@atelier/money";
import { FileText, Receipt } from "lucide-react";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { EmptyState } from "@/components/empty-state";
import { QueryView } from "@/components/query-view";
import { StatCard } from "@/components/stat-card";
import { TabHeader } from "@/components/tab-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { statementPdfPath } from "@/features/invoices/api/invoices-api";
import { CreateInvoiceDialog } from "@/features/invoices/components/create-invoice-dialog";
import { InvoiceCard } from "@/features/invoices/components/invoice-card";
import { PaymentProofsCard } from "@/features/invoices/components/payment-proofs-card";
import { PaymentsCard } from "@/features/invoices/components/payments-card";
import { RecordPaymentDialog } from "@/features/invoices/components/record-payment-dialog";
import { useProjectInvoices } from "@/features/invoices/queries/use-invoices";

/** One figure summed over the issued invoices: a draft bills nothing yet. */
const issuedSum = (invoices: Invoice[], figure: "total" | "amountPaid" | "balance") =>
  formatRand(sumMoney(invoices.filter((invoice) => invoice.status !== "draft").map((invoice) => invoice[figure])));

/**
 * Accounts: the project's invoices, newest first, what they come to and what is still owed, and the payments received.
 * Create Invoice drafts a new invoice; Record Payment (the spec's Payment Tracking) enters money received, and the
 * client's proofs of payment wait there to be confirmed into payments.
 */
export function AccountsTab({ project }: { project: Pick<Project, "id" | "clientName" | "clientEmail"> }) {
  const query = useProjectInvoices(project.id);
  const client = { name: project.clientName, email: project.clientEmail };
  return (
    <QueryView query={query} what="invoices" loading={<CardListSkeleton label="Loading invoices" />}>
      {(invoices) => (
        <div className="grid gap-6">
          <TabHeader title="Accounts" description="Invoices to the client, from the deposit to the final account.">
            <CreateInvoiceDialog projectId={project.id} invoices={invoices} />
            <RecordPaymentDialog projectId={project.id} invoices={invoices.invoices} />
            <Button asChild variant="outline" className="min-h-11">
              <a href={statementPdfPath(project.id)} download>
                <FileText aria-hidden="true" />
                Statement
              </a>
            </Button>
          </TabHeader>
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard label="Invoiced" value={issuedSum(invoices.invoices, "total")} />
            <StatCard label="Paid" value={issuedSum(invoices.invoices, "amountPaid")} />
            <StatCard label="Balance Due" value={issuedSum(invoices.invoices, "balance")} />
          </div>
          {invoices.invoices.length === 0 ? (
            <Card>
              <EmptyState
                icon={Receipt}
                title="No invoices yet"
                description={
                  invoices.billableQuotes.length > 0
                    ? "Ask a deposit or progress payment on an approved quote, bill what is left of it, or invoice a fee."
                    : "When the client approves a quote, its deposit invoice appears here. A fee invoice can be made at any time."
                }
              />
            </Card>
          ) : (
            <div className="grid gap-3">
              {invoices.invoices.map((invoice) => (
                <InvoiceCard key={invoice.id} invoice={invoice} invoices={invoices} client={client} />
              ))}
            </div>
          )}
          <PaymentProofsCard projectId={project.id} />
          <PaymentsCard projectId={project.id} />
        </div>
      )}
    </QueryView>
  );
}
