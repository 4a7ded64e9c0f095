import { PAYMENT_PROOF_STATUS_LABELS, type PortalPaymentProof } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Badge } from "@/components/ui/badge";
import { useStudioDates } from "@/lib/studio-time-zone";

const TONES = { pending: "warning", confirmed: "success", declined: "danger" } as const;

/** A proof of payment as both sides see it: what was paid and when, for what, and whether the studio has it. */
export function PaymentProofSummary({ proof, uploaded = false }: { proof: PortalPaymentProof; uploaded?: boolean }) {
  const { formatDate } = useStudioDates();
  const details = [proof.invoiceNumber && `For ${proof.invoiceNumber}`, proof.reference && `Reference ${proof.reference}`, uploaded && `Uploaded ${formatDate(proof.uploadedAt)}`].filter(Boolean);
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="grid min-w-0 gap-0.5 text-sm">
        <p className="font-medium tabular-nums">
          {formatRand(proof.amount)} paid {formatDate(proof.paidOn)}
        </p>
        <p className="text-xs break-words text-muted-foreground">{details.join(" · ") || "Not for one invoice"}</p>
        {proof.declinedReason && <p className="break-words text-destructive">{proof.declinedReason}</p>}
      </div>
      <Badge tone={TONES[proof.status]}>{PAYMENT_PROOF_STATUS_LABELS[proof.status]}</Badge>
    </div>
  );
}
