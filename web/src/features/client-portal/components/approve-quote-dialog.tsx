import type { PortalQuote } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { PenLine } from "lucide-react";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import type { PortalAccess } from "@/features/client-portal/api/client-portal-api";
import { ApproveQuoteForm } from "./approve-quote-form";

/** 'Digital Signature Required': the client signs the quote on a pad; Cancel or Escape closes it unsigned. */
export function ApproveQuoteDialog({ access, quote }: { access: PortalAccess; quote: Pick<PortalQuote, "id" | "number" | "version" | "total"> }) {
  return (
    <FormDialog
      title="Digital Signature Required"
      description={`Sign below to approve quote ${quote.number} (version ${quote.version}) for ${formatRand(quote.total)} including VAT.`}
      trigger={
        <Button className="min-h-11">
          <PenLine aria-hidden="true" />
          Approve Quote
        </Button>
      }
      className="sm:max-w-2xl"
    >
      {(close) => <ApproveQuoteForm access={access} quote={quote} onApproved={close} />}
    </FormDialog>
  );
}
