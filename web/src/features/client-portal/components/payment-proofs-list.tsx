import type { PortalPaymentProof } from "@atelier/contracts";
import { PaymentProofSummary } from "@/components/payment-proof-summary";
import { Card } from "@/components/ui/card";

/** The proofs of payment the client sent, newest first, and whether the studio has the money. */
export function PaymentProofsList({ proofs }: { proofs: PortalPaymentProof[] }) {
  if (proofs.length === 0) return null;
  return (
    <Card className="grid gap-3 p-4 sm:p-6">
      <h3 id="payment-proofs" className="font-display text-xl">
        Proofs of Payment
      </h3>
      <ul className="grid divide-y divide-border" aria-labelledby="payment-proofs">
        {proofs.map((proof) => (
          <li key={proof.id} className="py-3 first:pt-0 last:pb-0">
            <PaymentProofSummary proof={proof} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
