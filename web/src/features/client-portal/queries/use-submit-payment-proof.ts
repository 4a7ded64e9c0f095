import type { SubmitPaymentProofRequest } from "@atelier/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { requestPortalUpload, submitPaymentProof, type PortalAccess } from "@/features/client-portal/api/client-portal-api";
import { uploadFile } from "@/lib/upload-file";
import { toast } from "@/hooks/use-toast";
import { clientPortalQuery } from "./use-client-portal";

export type PaymentProofToSend = Omit<SubmitPaymentProofRequest, "fileURL"> & { file: File };

/** Uploads the file to the portal's upload URL, then keeps it as a proof of payment; the portal then shows it. */
export function useSubmitPaymentProof(access: PortalAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, ...proof }: PaymentProofToSend) => {
      const { uploadURL } = await requestPortalUpload(access);
      await uploadFile(uploadURL, file);
      return submitPaymentProof(access, { ...proof, fileURL: uploadURL });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clientPortalQuery(access).queryKey });
      toast({ title: "Proof of Payment Sent", description: "Your designer will confirm it once the payment shows in their account." });
    },
  });
}
