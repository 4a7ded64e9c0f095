import { endpoints, sentInvoiceResultSchema, type CreateCreditNoteRequest, type CreateInvoiceRequest, type Invoice, type UpdateInvoiceRequest } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createInvoice, deleteInvoice, issueInvoice, sendInvoice, updateInvoice } from "@/features/invoices/api/invoices-api";
import { useJob } from "@/features/jobs/hooks/use-job";
import { toast, toastFailure } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api";
import { callEndpoint } from "@/lib/endpoint-client";
import { useStudioDates } from "@/lib/studio-time-zone";
import { INVOICES_KEY_ROOT, projectInvoicesQuery } from "./use-invoices";

type InvoiceOf = Pick<Invoice, "id" | "projectId" | "number">;

function useRefreshInvoices(projectId: string): () => void {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: projectInvoicesQuery(projectId).queryKey });
    void queryClient.invalidateQueries({ queryKey: INVOICES_KEY_ROOT });
  };
}

/** A new draft; its form hears of a refusal through `onError` (a 400 names the field). */
export function useCreateInvoice(projectId: string) {
  const refresh = useRefreshInvoices(projectId);
  return useMutation({
    mutationFn: (request: CreateInvoiceRequest) => createInvoice(projectId, request),
    onSuccess: (draft) => {
      refresh();
      toast({ title: "Invoice Drafted", description: `A draft of ${formatRand(draft.total)} is ready to check and issue.` });
    },
  });
}

export function useUpdateInvoice(invoice: InvoiceOf) {
  const refresh = useRefreshInvoices(invoice.projectId);
  return useMutation({
    mutationFn: (request: UpdateInvoiceRequest) => updateInvoice(invoice.id, request),
    onSuccess: () => {
      refresh();
      toast({ title: "Invoice Updated", description: "The draft's lines and totals are saved." });
    },
  });
}

export function useIssueInvoice(invoice: InvoiceOf) {
  const refresh = useRefreshInvoices(invoice.projectId);
  const { formatDate } = useStudioDates();
  return useMutation({
    mutationFn: () => issueInvoice(invoice.id),
    onSuccess: (issued) => {
      refresh();
      toast({ title: "Invoice Issued", description: `${issued.number} is issued, due ${issued.dueDate ? formatDate(issued.dueDate) : "on receipt"}.` });
    },
    onError: (error) => {
      refresh();
      toastFailure("Issue Failed", serverMessage(error) ?? "Failed to issue the invoice. Please try again.");
    },
  });
}

export function useDeleteInvoice(invoice: InvoiceOf) {
  const refresh = useRefreshInvoices(invoice.projectId);
  return useMutation({
    mutationFn: () => deleteInvoice(invoice.id),
    onSuccess: () => {
      refresh();
      toast({ title: "Draft Deleted", description: "What it billed of the quote is free to invoice again." });
    },
    onError: (error) => toastFailure("Delete Failed", serverMessage(error) ?? "Failed to delete the draft. Please try again."),
  });
}

/** Mails the invoice's PDF to the project's client and follows the job; the invoice then shows it sent, or why not. */
export function useSendInvoice(invoice: InvoiceOf) {
  const refresh = useRefreshInvoices(invoice.projectId);
  const failed = (reason?: string) => toastFailure("Send Failed", reason ? `Failed to send the invoice: ${reason}` : "Failed to send the invoice. Please try again.");
  const job = useJob({
    result: sentInvoiceResultSchema,
    onCompleted: ({ sentTo }) => {
      refresh();
      toast({ title: "Invoice Sent", description: `${invoice.number} was sent to ${sentTo}.` });
    },
    onFailed: (reason) => {
      refresh();
      failed(reason);
    },
  });
  const start = useMutation({
    mutationFn: (message: string) => sendInvoice(invoice.id, { message }),
    onSuccess: ({ jobId }) => job.follow(jobId),
    onError: (error) => {
      refresh();
      failed(serverMessage(error));
    },
  });
  return { send: (message: string) => start.mutate(message), isSending: start.isPending || job.status !== null };
}

/** A credit note against an issued invoice; its form hears of a refusal (a 400 names the amount). */
export function useCreateCreditNote(invoice: InvoiceOf) {
  const refresh = useRefreshInvoices(invoice.projectId);
  return useMutation({
    mutationFn: (body: CreateCreditNoteRequest) => callEndpoint(endpoints.createCreditNote, { params: { invoiceId: invoice.id }, body }),
    onSuccess: (note) => {
      refresh();
      toast({ title: "Credit Note Issued", description: `${note.number} takes ${formatRand(note.total)} off ${invoice.number}.` });
    },
  });
}

/** Pauses or resumes one invoice's payment reminders. */
export function useInvoiceReminders(invoice: InvoiceOf) {
  const refresh = useRefreshInvoices(invoice.projectId);
  return useMutation({
    mutationFn: (paused: boolean) => callEndpoint(endpoints.invoiceReminders, { params: { invoiceId: invoice.id }, body: { paused } }),
    onSuccess: (saved) => toast({ title: saved.remindersPaused ? "Reminders Paused" : "Reminders On", description: `${saved.number ?? "This invoice"} ${saved.remindersPaused ? "gets no more payment reminders." : "gets payment reminders again."}` }),
    onError: (error) => toastFailure("Reminders Not Changed", serverMessage(error) ?? "Failed to change the reminders. Please try again."),
    onSettled: refresh,
  });
}
