import { downloadPath, endpoints, type CreateInvoiceRequest, type SendInvoiceRequest, type UpdateInvoiceRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

export const createInvoice = (projectId: string, body: CreateInvoiceRequest) => callEndpoint(endpoints.createInvoice, { params: { projectId }, body });
export const updateInvoice = (invoiceId: string, body: UpdateInvoiceRequest) => callEndpoint(endpoints.updateInvoice, { params: { invoiceId }, body });
export const issueInvoice = (invoiceId: string) => callEndpoint(endpoints.issueInvoice, { params: { invoiceId } });
export const deleteInvoice = (invoiceId: string) => callEndpoint(endpoints.deleteInvoice, { params: { invoiceId } });
/** Starts the "send-invoice" job, which mails the invoice's PDF to the project's client; its result is a SentInvoiceResult. */
export const sendInvoice = (invoiceId: string, body: SendInvoiceRequest) => callEndpoint(endpoints.sendInvoice, { params: { invoiceId }, body });

/** The client's statement over the project as a PDF, downloaded by following the link. */
export const statementPdfPath = (projectId: string) => `${downloadPath(endpoints.projectStatement, { projectId })}?format=pdf`;
