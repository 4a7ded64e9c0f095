import type { ClientPortal } from "@atelier/contracts";
import { FileText } from "lucide-react";
import type { PortalAccess } from "@/features/client-portal/api/client-portal-api";
import { quotesNewestFirst } from "@/features/client-portal/lib/portal-summary";
import { PortalEmptyState } from "./portal-empty-state";
import { PortalQuoteCard } from "./portal-quote-card";

export function QuotesTab({ access, portal }: { access: PortalAccess; portal: Pick<ClientPortal, "quotes" | "approvals"> }) {
  if (portal.quotes.length === 0) {
    return <PortalEmptyState icon={FileText} title="No Quotes Available" description="Quotes your designer sends you will show here to review and approve." />;
  }
  return (
    <ul className="grid gap-4" aria-label="Quotes">
      {quotesNewestFirst(portal.quotes).map((quote, index) => (
        <li key={quote.id}>
          <PortalQuoteCard access={access} quote={quote} isLatest={index === 0} approval={portal.approvals.find((approval) => approval.quoteId === quote.id)} />
        </li>
      ))}
    </ul>
  );
}
