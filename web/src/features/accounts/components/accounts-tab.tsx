import { FileText, Receipt, Wallet } from "lucide-react";
import { Link } from "react-router-dom";
import { EmptyState } from "@/components/empty-state";
import { projectPath } from "@/features/projects/lib/project-paths";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { UnavailableAction } from "@/components/unavailable-action";

/** Why the spec's Create Invoice and Payment Tracking do nothing: the studio invoices from its accounting package. */
const NOT_KEPT_HERE = "Atelier does not issue invoices or track payments: use your accounting package";

/**
 * Accounts: the spec's placeholder with Create Invoice and Payment Tracking, whose actions it does not show.
 * It says plainly that invoices are kept elsewhere and points to what Atelier does hold, the approved quotes.
 */
export function AccountsTab({ projectId }: { projectId: string }) {
  return (
    <Card>
      <EmptyState icon={Receipt} title="No invoices in Atelier" description="Invoices and payments for this project are kept in your accounting package. The approved quotes to invoice from are in Orders.">
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild variant="outline" className="min-h-11">
            <Link to={projectPath(projectId, "orders")}>
              <FileText aria-hidden="true" />
              View Quotes
            </Link>
          </Button>
          <UnavailableAction variant="outline" className="min-h-11" reason={NOT_KEPT_HERE}>
            <Receipt aria-hidden="true" />
            Create Invoice
          </UnavailableAction>
          <UnavailableAction variant="outline" className="min-h-11" reason={NOT_KEPT_HERE}>
            <Wallet aria-hidden="true" />
            Payment Tracking
          </UnavailableAction>
        </div>
      </EmptyState>
    </Card>
  );
}
