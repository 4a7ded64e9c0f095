import { z } from "zod";
import { approveQuoteRequestSchema, quoteApprovalSchema, quoteAuditSchema, requestQuoteChangesRequestSchema } from "./approvals";
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateProfileRequestSchema,
  userSchema,
} from "./auth";
import { dashboardAnalyticsSchema, dashboardStatsSchema, sampleDataResponseSchema } from "./dashboard";
import { createDeliveryRequestSchema, deliverySchema, updateDeliveryRequestSchema } from "./deliveries";
import { createPhotoRequestSchema, generateImagesRequestSchema, imageSchema, uploadTicketSchema } from "./images";
import { createInstallationRequestSchema, installationSchema, updateInstallationRequestSchema } from "./installations";
import { createItemRequestSchema, roomItemSchema, updateItemRequestSchema } from "./items";
import { jobAcceptedSchema, jobSchema } from "./jobs";
import { cancelRequestSchema, completeMeetingRequestSchema, createMeetingRequestSchema, meetingSchema, updateMeetingRequestSchema } from "./meetings";
import { notificationListSchema, notificationPreferencesSchema, notificationSchema, sendNotificationRequestSchema, updateNotificationPreferencesRequestSchema } from "./notifications";
import { clientPortalSchema, portalLinkSchema, portalTokenResponseSchema } from "./portal";
import { changeProductionStatusRequestSchema, productionItemSchema } from "./production";
import {
  archiveSupplierRequestSchema,
  draftedPurchaseOrdersSchema,
  projectPurchaseOrdersSchema,
  purchaseOrderSchema,
  purchaseOrderStatusRequestSchema,
  receivePurchaseOrderRequestSchema,
  supplierRequestSchema,
  supplierSchema,
} from "./purchase-orders";
import { createProjectRequestSchema, projectListQuerySchema, projectSchema, projectSummarySchema, updateProjectRequestSchema } from "./projects";
import { costBreakdownSchema, profitAnalysisSchema, projectQuoteSchema, quoteSchema, sendQuoteRequestSchema, setCategoryBudgetsRequestSchema, updateQuoteRequestSchema } from "./quotes";
import { roomRequestSchema, roomSchema } from "./rooms";
import { searchRequestSchema, searchResultsSchema } from "./search";
import { studioSettingsSchema, updateStudioSettingsRequestSchema } from "./studio-settings";
import { thisWeekSchema } from "./this-week";
import { createTimelineEventRequestSchema, scheduleTimelineMeetingRequestSchema, timelineEventSchema, updateTimelineEventRequestSchema } from "./timeline";
import { undoneVoiceNoteItemsSchema, voiceNoteSchema } from "./voice";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One API call: its method, its path (":name" marks a parameter) and the schemas of what it sends and answers. */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  /** The body's schema; a call without one sends no body. */
  request?: z.ZodType;
  /** The query string's parameters, when the call takes any. */
  query?: z.ZodType;
  response: z.ZodType;
}

/** A 204: the call answers nothing. */
export const noContentSchema = z.undefined();

/** A multipart body (a file and its fields), sent as the browser builds it. */
export const multipartSchema = z.instanceof(FormData);

/**
 * Every call the web app makes. Services validate with the same request schemas, and the web app parses every
 * answer with the response schema, so a change on either side shows up as a type error or a clear failure.
 */
export const endpoints = {
  currentUser: { method: "GET", path: "/api/user", response: userSchema },
  logIn: { method: "POST", path: "/api/login", request: loginRequestSchema, response: userSchema },
  register: { method: "POST", path: "/api/register", request: registerRequestSchema, response: userSchema },
  logOut: { method: "POST", path: "/api/logout", response: noContentSchema },
  /** The signed-in user's names and photo; a photo comes as the URL it was uploaded to with uploadTicket. */
  updateProfile: { method: "PUT", path: "/api/user/profile", request: updateProfileRequestSchema, response: userSchema },
  /** A wrong current password is a 400 on currentPassword; the user's other sessions are signed out, this one stays. */
  changePassword: { method: "PUT", path: "/api/user/password", request: changePasswordRequestSchema, response: noContentSchema },
  /** Mails a reset link when the e-mail has an account; the answer is the same when it has none. */
  forgotPassword: { method: "POST", path: "/api/password-reset", request: forgotPasswordRequestSchema, response: forgotPasswordResponseSchema },
  /** Sets the new password with the link's token, once, and signs out every session of the user. */
  resetPassword: { method: "POST", path: "/api/password-reset/confirm", request: resetPasswordRequestSchema, response: noContentSchema },

  studioSettings: { method: "GET", path: "/api/studio/settings", response: studioSettingsSchema },
  /** Only the studio's owner; a logo comes as the URL it was uploaded to with uploadTicket. */
  updateStudioSettings: { method: "PUT", path: "/api/studio/settings", request: updateStudioSettingsRequestSchema, response: studioSettingsSchema },

  projects: { method: "GET", path: "/api/projects", response: z.array(projectSummarySchema) },
  project: { method: "GET", path: "/api/projects/:projectId", response: projectSchema },
  createProject: { method: "POST", path: "/api/projects", request: createProjectRequestSchema, response: projectSchema },
  updateProject: { method: "PUT", path: "/api/projects/:projectId", request: updateProjectRequestSchema, response: projectSchema },
  archivedProjects: { method: "GET", path: "/api/projects", query: projectListQuerySchema, response: z.array(projectSummarySchema) },
  /** Archiving keeps everything in the project; archiving an archived one (or restoring one in work) changes nothing. */
  archiveProject: { method: "POST", path: "/api/projects/:projectId/archive", response: projectSchema },
  restoreProject: { method: "POST", path: "/api/projects/:projectId/restore", response: projectSchema },
  /** With its rooms, items, photos and drafts; a 409 (PROJECT_DELETE_REFUSAL) once its client approved or opened a quote. */
  deleteProject: { method: "DELETE", path: "/api/projects/:projectId", response: noContentSchema },
  populateSampleData: { method: "POST", path: "/api/populate-sample-data/:projectId", response: sampleDataResponseSchema },

  projectRooms: { method: "GET", path: "/api/projects/:projectId/rooms", response: z.array(roomSchema) },
  room: { method: "GET", path: "/api/rooms/:roomId", response: roomSchema },
  createRoom: { method: "POST", path: "/api/projects/:projectId/rooms", request: roomRequestSchema, response: roomSchema },
  updateRoom: { method: "PUT", path: "/api/rooms/:roomId", request: roomRequestSchema, response: roomSchema },
  deleteRoom: { method: "DELETE", path: "/api/rooms/:roomId", response: noContentSchema },

  roomItems: { method: "GET", path: "/api/rooms/:roomId/items", response: z.array(roomItemSchema) },
  createItem: { method: "POST", path: "/api/rooms/:roomId/items", request: createItemRequestSchema, response: roomItemSchema },
  updateItem: { method: "PUT", path: "/api/items/:itemId", request: updateItemRequestSchema, response: roomItemSchema },
  deleteItem: { method: "DELETE", path: "/api/items/:itemId", response: noContentSchema },

  projectMeetings: { method: "GET", path: "/api/projects/:projectId/meetings", response: z.array(meetingSchema) },
  scheduleMeeting: { method: "POST", path: "/api/projects/:projectId/meetings", request: createMeetingRequestSchema, response: meetingSchema },
  updateMeeting: { method: "PUT", path: "/api/meetings/:meetingId", request: updateMeetingRequestSchema, response: meetingSchema },
  startMeeting: { method: "POST", path: "/api/meetings/:meetingId/start", response: meetingSchema },
  completeMeeting: { method: "POST", path: "/api/meetings/:meetingId/complete", request: completeMeetingRequestSchema, response: meetingSchema },
  cancelMeeting: { method: "POST", path: "/api/meetings/:meetingId/cancel", request: cancelRequestSchema, response: meetingSchema },

  projectInstallations: { method: "GET", path: "/api/projects/:projectId/installations", response: z.array(installationSchema) },
  scheduleInstallation: {
    method: "POST",
    path: "/api/projects/:projectId/installations",
    request: createInstallationRequestSchema,
    response: installationSchema,
  },
  updateInstallation: { method: "PUT", path: "/api/installations/:installationId", request: updateInstallationRequestSchema, response: installationSchema },
  startInstallation: { method: "POST", path: "/api/installations/:installationId/start", response: installationSchema },
  completeInstallation: { method: "POST", path: "/api/installations/:installationId/complete", response: installationSchema },
  cancelInstallation: { method: "POST", path: "/api/installations/:installationId/cancel", request: cancelRequestSchema, response: installationSchema },

  /** The project's timeline by date, each event with its computed overdue flag. */
  projectTimeline: { method: "GET", path: "/api/projects/:projectId/timeline", response: z.array(timelineEventSchema) },
  addMilestone: { method: "POST", path: "/api/projects/:projectId/timeline", request: createTimelineEventRequestSchema, response: timelineEventSchema },
  /** Creates the meeting (with the project's client as its attendee) and its timeline event together; answers the event. */
  scheduleTimelineMeeting: {
    method: "POST",
    path: "/api/projects/:projectId/timeline/meetings",
    request: scheduleTimelineMeetingRequestSchema,
    response: timelineEventSchema,
  },
  updateTimelineEvent: { method: "PATCH", path: "/api/timeline/:eventId", request: updateTimelineEventRequestSchema, response: timelineEventSchema },
  /** Only an event a designer added with Add Milestone; 409 for the others. */
  deleteTimelineEvent: { method: "DELETE", path: "/api/timeline/:eventId", response: noContentSchema },

  /** The project's deliveries by scheduled date. */
  projectDeliveries: { method: "GET", path: "/api/projects/:projectId/deliveries", response: z.array(deliverySchema) },
  scheduleDelivery: { method: "POST", path: "/api/projects/:projectId/deliveries", request: createDeliveryRequestSchema, response: deliverySchema },
  /** In transit, delayed, or completed with the proof of delivery; 409 when its status does not allow it (DELIVERY_TRANSITIONS). */
  updateDelivery: { method: "PUT", path: "/api/deliveries/:deliveryId", request: updateDeliveryRequestSchema, response: deliverySchema },

  /** One production item per approved item line, each with where it is on its way to the client. */
  projectProductions: { method: "GET", path: "/api/projects/:projectId/productions", response: z.array(productionItemSchema) },
  /** 409 when the item cannot go to that status from its own (PRODUCTION_TRANSITIONS). */
  changeProductionStatus: { method: "POST", path: "/api/productions/:productionId/status", request: changeProductionStatusRequestSchema, response: productionItemSchema },

  /** The studio's suppliers by name, archived ones last. */
  suppliers: { method: "GET", path: "/api/suppliers", response: z.array(supplierSchema) },
  createSupplier: { method: "POST", path: "/api/suppliers", request: supplierRequestSchema, response: supplierSchema },
  updateSupplier: { method: "PUT", path: "/api/suppliers/:supplierId", request: supplierRequestSchema, response: supplierSchema },
  archiveSupplier: { method: "POST", path: "/api/suppliers/:supplierId/archive", request: archiveSupplierRequestSchema, response: supplierSchema },
  /** The project's purchase orders by supplier, and the approved lines no live order carries ("to order"). */
  projectPurchaseOrders: { method: "GET", path: "/api/projects/:projectId/purchase-orders", response: projectPurchaseOrdersSchema },
  /** Drafts orders for the to-order lines whose supplier the studio now has (added, linked or restored since the approval). */
  draftToOrder: { method: "POST", path: "/api/projects/:projectId/purchase-orders", response: draftedPurchaseOrdersSchema },
  purchaseOrder: { method: "GET", path: "/api/purchase-orders/:purchaseOrderId", response: purchaseOrderSchema },
  /** Starts the "send-purchase-order" job to the supplier's e-mail; 400 when the supplier has none, 409 unless the order is a draft. */
  sendPurchaseOrder: { method: "POST", path: "/api/purchase-orders/:purchaseOrderId/send", response: jobAcceptedSchema },
  /** Sent by hand, acknowledged or cancelled; 409 when the order's status does not allow it. */
  changePurchaseOrderStatus: { method: "POST", path: "/api/purchase-orders/:purchaseOrderId/status", request: purchaseOrderStatusRequestSchema, response: purchaseOrderSchema },
  receivePurchaseOrder: { method: "POST", path: "/api/purchase-orders/:purchaseOrderId/receive", request: receivePurchaseOrderRequestSchema, response: purchaseOrderSchema },

  projectImages: { method: "GET", path: "/api/projects/:projectId/images", response: z.array(imageSchema) },
  roomImages: { method: "GET", path: "/api/rooms/:roomId/images", response: z.array(imageSchema) },
  /** Starts the "generate-images" job, whose result is a GeneratedImagesResult. */
  generateRoomImages: {
    method: "POST",
    path: "/api/rooms/:roomId/generate-images",
    request: generateImagesRequestSchema,
    response: jobAcceptedSchema,
  },
  deleteImage: { method: "DELETE", path: "/api/images/:imageId", response: noContentSchema },
  /** Where to PUT one file's bytes, valid for a short while. */
  uploadTicket: { method: "POST", path: "/api/objects/upload", response: uploadTicketSchema },
  savePhoto: { method: "POST", path: "/api/projects/:projectId/photos", request: createPhotoRequestSchema, response: imageSchema },

  /** A recording and its roomId; starts the "voice-note" job, whose result is a VoicePipelineResult. */
  transcribeRecording: { method: "POST", path: "/api/voice/transcribe", request: multipartSchema, response: jobAcceptedSchema },
  roomVoiceNotes: { method: "GET", path: "/api/rooms/:roomId/voice-notes", response: z.array(voiceNoteSchema) },
  /** Removes the items the note added that are untouched and on no quote or order; keeps the note and its transcript. */
  undoVoiceNoteItems: { method: "DELETE", path: "/api/voice-notes/:voiceNoteId/items", response: undoneVoiceNoteItemsSchema },

  job: { method: "GET", path: "/api/jobs/:jobId", response: jobSchema },

  /** Starts the "generate-quote" job, whose result is a GeneratedQuoteResult. */
  generateQuote: { method: "POST", path: "/api/projects/:projectId/generate-quote", response: jobAcceptedSchema },
  projectQuotes: { method: "GET", path: "/api/projects/:projectId/quotes", response: z.array(projectQuoteSchema) },
  quote: { method: "GET", path: "/api/quotes/:quoteId", response: quoteSchema },
  updateQuote: { method: "PUT", path: "/api/quotes/:quoteId", request: updateQuoteRequestSchema, response: quoteSchema },
  /** A sent, rejected or expired quote → its next version, a draft; the earlier one becomes superseded. */
  reviseQuote: { method: "POST", path: "/api/quotes/:quoteId/revise", response: quoteSchema },
  /** E-mails the quote's PDF to the project's client: starts the "send-quote" job, whose result is a SentQuoteResult. */
  sendQuote: { method: "POST", path: "/api/quotes/:quoteId/send", request: sendQuoteRequestSchema, response: jobAcceptedSchema },
  /** E-mails the project's client or one of the studio's designers: starts the "send-notification" job. */
  sendNotification: { method: "POST", path: "/api/notifications/send", request: sendNotificationRequestSchema, response: jobAcceptedSchema },
  costBreakdown: { method: "GET", path: "/api/projects/:projectId/cost-breakdown", response: costBreakdownSchema },
  setCategoryBudgets: { method: "PUT", path: "/api/projects/:projectId/category-budgets", request: setCategoryBudgetsRequestSchema, response: costBreakdownSchema },
  profitAnalysis: { method: "GET", path: "/api/projects/:projectId/profit-analysis", response: profitAnalysisSchema },

  /** A new portal link for the project's client; older links stay valid. The token is in portalUrl only this once. */
  createPortalLink: { method: "POST", path: "/api/projects/:projectId/portal-token", response: portalTokenResponseSchema },
  projectPortalLinks: { method: "GET", path: "/api/projects/:projectId/portal-tokens", response: z.array(portalLinkSchema) },
  revokePortalLink: { method: "DELETE", path: "/api/portal-tokens/:linkId", response: noContentSchema },
  /** The client's view of the project, through the link's token (no session). */
  clientPortal: { method: "GET", path: "/api/client-portal/:projectId/:token", response: clientPortalSchema },
  /** The client signs a sent quote: it is approved and locked. 409 when it was approved, replaced or expired meanwhile. */
  approveQuote: {
    method: "POST",
    path: "/api/client-portal/:projectId/:token/quotes/:quoteId/approve",
    request: approveQuoteRequestSchema,
    response: quoteApprovalSchema,
  },
  /** The spec's signing call: the same approval, with the link's token in the X-Portal-Token header. */
  signApproval: { method: "PUT", path: "/api/approvals/:quoteId/sign", request: approveQuoteRequestSchema, response: quoteApprovalSchema },
  /** The client asks for changes instead: the quote becomes rejected and the studio is told. */
  requestQuoteChanges: {
    method: "POST",
    path: "/api/client-portal/:projectId/:token/quotes/:quoteId/request-changes",
    request: requestQuoteChangesRequestSchema,
    response: noContentSchema,
  },
  /** Staff read a quote's approval evidence and what the client did with it in the portal. */
  quoteAudit: { method: "GET", path: "/api/quotes/:quoteId/audit", response: quoteAuditSchema },

  dashboardStats: { method: "GET", path: "/api/dashboard/stats", response: dashboardStatsSchema },
  dashboardAnalytics: { method: "GET", path: "/api/analytics/dashboard", response: dashboardAnalyticsSchema },
  /** The This week panel's meetings and milestones (projects) and its installations and deliveries (logistics). */
  thisWeekMeetings: { method: "GET", path: "/api/dashboard/this-week", response: thisWeekSchema },
  thisWeekLogistics: { method: "GET", path: "/api/logistics/this-week", response: thisWeekSchema },

  /** The caller's own notifications (the bell's panel and the stack), newest first. */
  notifications: { method: "GET", path: "/api/notifications", response: notificationListSchema },
  markNotificationRead: { method: "POST", path: "/api/notifications/:notificationId/read", response: notificationSchema },
  dismissNotification: { method: "DELETE", path: "/api/notifications/:notificationId", response: noContentSchema },
  dismissAllNotifications: { method: "DELETE", path: "/api/notifications", response: noContentSchema },
  /** In-app and e-mail, per kind of notification, for the caller. */
  notificationPreferences: { method: "GET", path: "/api/notifications/preferences", response: notificationPreferencesSchema },
  updateNotificationPreferences: {
    method: "PUT",
    path: "/api/notifications/preferences",
    request: updateNotificationPreferencesRequestSchema,
    response: notificationPreferencesSchema,
  },

  /** The top bar's search over the studio's projects, rooms, items and clients. */
  search: { method: "GET", path: "/api/search", query: searchRequestSchema, response: searchResultsSchema },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;

/** Files the browser fetches by following a link (an attachment, not JSON), by path as in `endpoints`. */
export const downloads = {
  /** The quote's PDF as an attachment, "Q-2026-0007-v2.pdf"; its ETag is the PDF's SHA-256. */
  quotePdf: { method: "GET", path: "/api/quotes/:quoteId/pdf", contentType: "application/pdf" },
  /** A quote the client was sent, through the portal link: the one PDF kept for that version. */
  clientQuotePdf: { method: "GET", path: "/api/client-portal/:projectId/:token/quotes/:quoteId/pdf", contentType: "application/pdf" },
  /** The signed quote's certificate: the approval's evidence, the signature, then the quote's pages. */
  quoteCertificate: { method: "GET", path: "/api/quotes/:quoteId/certificate", contentType: "application/pdf" },
  clientQuoteCertificate: { method: "GET", path: "/api/client-portal/:projectId/:token/quotes/:quoteId/certificate", contentType: "application/pdf" },
  purchaseOrderPdf: { method: "GET", path: "/api/purchase-orders/:purchaseOrderId/pdf", contentType: "application/pdf" },
  /** A printable sheet of the project's production items' QR labels, each opening its item. */
  productionLabels: { method: "GET", path: "/api/projects/:projectId/production-labels", contentType: "application/pdf" },
  /** The delivery note: its items, the receiver and their signature once signed, "DEL-2026-001.pdf". */
  deliveryNote: { method: "GET", path: "/api/deliveries/:deliveryId/note", contentType: "application/pdf" },
} as const;

/** A download's path with its parameters filled in, for an <a href download>. */
export function downloadPath<P extends string>(download: { path: P }, params: PathParams<P>): string {
  return download.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent((params as Record<string, string>)[name] ?? ""));
}

/** The parameters a path names: "/api/rooms/:roomId/items" needs { roomId: string }. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** What a call sends, as the form holds it before the schema's defaults and transforms. */
export type EndpointRequest<E extends Endpoint> = E["request"] extends z.ZodType ? z.input<E["request"]> : undefined;

/** The query string a call sends, before the schema's trimming. */
export type EndpointQuery<E extends Endpoint> = E["query"] extends z.ZodType ? z.input<E["query"]> : undefined;

/** What a call answers, once parsed. */
export type EndpointResponse<E extends Endpoint> = z.output<E["response"]>;
