import { z } from "zod";
import { activityPageSchema, activityQuerySchema } from "../activity";
import { startStudioImportRequestSchema, studioExportSchema } from "../studio-export";
import { jobAcceptedSchema } from "../jobs";
import { dashboardAnalyticsSchema, dashboardStatsSchema, sampleDataRemovedSchema, sampleDataResponseSchema } from "../dashboard";
import { createPhotoRequestSchema, imageSchema, uploadTicketSchema } from "../images";
import { createItemRequestSchema, roomItemSchema, updateItemRequestSchema } from "../items";
import { cancelRequestSchema, completeMeetingRequestSchema, createMeetingRequestSchema, meetingSchema, updateMeetingRequestSchema } from "../meetings";
import { notificationListSchema, notificationPreferencesSchema, notificationSchema, updateNotificationPreferencesRequestSchema } from "../notifications";
import { createProjectRequestSchema, projectListQuerySchema, projectSchema, projectSummarySchema, updateProjectRequestSchema } from "../projects";
import { roomRequestSchema, roomSchema } from "../rooms";
import { searchRequestSchema, searchResultsSchema } from "../search";
import { thisWeekSchema } from "../this-week";
import { createTimeEntryRequestSchema, projectTimeSchema, startTimerRequestSchema, timeEntrySchema, timerSchema, updateTimeEntryRequestSchema } from "../time";
import { createTimelineEventRequestSchema, scheduleTimelineMeetingRequestSchema, timelineEventSchema, updateTimelineEventRequestSchema } from "../timeline";
import { saveVoiceNoteRequestSchema, undoneVoiceNoteItemsSchema, voiceNoteSchema } from "../voice";
import { noContentSchema, ownedBy, UNRECORDED } from "./route";

/** Projects, rooms, items, meetings, the timeline, images, voice notes, notifications, search and the dashboard. */
export const projectsEndpoints = ownedBy("projects", {
  /** The studio's projects in work, or with `archived: "true"` its archived ones. */
  projects: { method: "GET", path: "/api/projects", access: "staff", permission: "work.read", query: projectListQuerySchema, response: z.array(projectSummarySchema) },
  project: { method: "GET", path: "/api/projects/:projectId", access: "staff", permission: "work.read", response: projectSchema },
  createProject: { method: "POST", path: "/api/projects", access: "staff", permission: "work.write", request: createProjectRequestSchema, response: projectSchema },
  updateProject: { method: "PUT", path: "/api/projects/:projectId", access: "staff", permission: "work.write", request: updateProjectRequestSchema, response: projectSchema },
  /** Archiving keeps everything in the project; archiving an archived one (or restoring one in work) changes nothing. */
  archiveProject: { method: "POST", path: "/api/projects/:projectId/archive", access: "staff", permission: "work.write", whileArchived: true, response: projectSchema },
  restoreProject: { method: "POST", path: "/api/projects/:projectId/restore", access: "staff", permission: "work.write", whileArchived: true, response: projectSchema },
  /** With its rooms, items, photos and drafts; a 409 (PROJECT_DELETE_REFUSAL) once its client approved or opened a quote or was issued an invoice. */
  deleteProject: { method: "DELETE", path: "/api/projects/:projectId", access: "staff", permission: "work.write", whileArchived: true, response: noContentSchema },
  populateSampleData: { method: "POST", path: "/api/populate-sample-data/:projectId", access: "staff", permission: "work.write", response: sampleDataResponseSchema },
  /** Takes away exactly what Add Sample Data made in the project (and the sample suppliers nothing else uses). */
  removeSampleData: { method: "DELETE", path: "/api/populate-sample-data/:projectId", access: "staff", permission: "work.write", response: sampleDataRemovedSchema },

  projectRooms: { method: "GET", path: "/api/projects/:projectId/rooms", access: "staff", permission: "work.read", response: z.array(roomSchema) },
  room: { method: "GET", path: "/api/rooms/:roomId", access: "staff", permission: "work.read", response: roomSchema },
  createRoom: { method: "POST", path: "/api/projects/:projectId/rooms", access: "staff", permission: "work.write", request: roomRequestSchema, response: roomSchema },
  updateRoom: { method: "PUT", path: "/api/rooms/:roomId", access: "staff", permission: "work.write", request: roomRequestSchema, response: roomSchema },
  deleteRoom: { method: "DELETE", path: "/api/rooms/:roomId", access: "staff", permission: "work.write", response: noContentSchema },

  roomItems: { method: "GET", path: "/api/rooms/:roomId/items", access: "staff", permission: "work.read", response: z.array(roomItemSchema) },
  createItem: { method: "POST", path: "/api/rooms/:roomId/items", access: "staff", permission: "work.write", request: createItemRequestSchema, response: roomItemSchema },
  updateItem: { method: "PUT", path: "/api/items/:itemId", access: "staff", permission: "work.write", request: updateItemRequestSchema, response: roomItemSchema },
  deleteItem: { method: "DELETE", path: "/api/items/:itemId", access: "staff", permission: "work.write", response: noContentSchema },

  projectMeetings: { method: "GET", path: "/api/projects/:projectId/meetings", access: "staff", permission: "work.read", response: z.array(meetingSchema) },
  scheduleMeeting: { method: "POST", path: "/api/projects/:projectId/meetings", access: "staff", permission: "work.write", request: createMeetingRequestSchema, response: meetingSchema },
  updateMeeting: { method: "PUT", path: "/api/meetings/:meetingId", access: "staff", permission: "work.write", request: updateMeetingRequestSchema, response: meetingSchema },
  startMeeting: { method: "POST", path: "/api/meetings/:meetingId/start", access: "staff", permission: "work.write", response: meetingSchema },
  completeMeeting: { method: "POST", path: "/api/meetings/:meetingId/complete", access: "staff", permission: "work.write", request: completeMeetingRequestSchema, response: meetingSchema },
  cancelMeeting: { method: "POST", path: "/api/meetings/:meetingId/cancel", access: "staff", permission: "work.write", request: cancelRequestSchema, response: meetingSchema },

  /** The project's timeline by date, each event with its computed overdue flag. */
  projectTimeline: { method: "GET", path: "/api/projects/:projectId/timeline", access: "staff", permission: "work.read", response: z.array(timelineEventSchema) },
  addMilestone: { method: "POST", path: "/api/projects/:projectId/timeline", access: "staff", permission: "work.write", request: createTimelineEventRequestSchema, response: timelineEventSchema },
  /** Creates the meeting (with the project's client as its attendee) and its timeline event together; answers the event. */
  scheduleTimelineMeeting: {
    method: "POST",
    path: "/api/projects/:projectId/timeline/meetings", access: "staff", permission: "work.write",
    request: scheduleTimelineMeetingRequestSchema,
    response: timelineEventSchema,
  },
  updateTimelineEvent: { method: "PATCH", path: "/api/timeline/:eventId", access: "staff", permission: "work.write", request: updateTimelineEventRequestSchema, response: timelineEventSchema },
  /** Only an event a designer added with Add Milestone; 409 for the others. */
  deleteTimelineEvent: { method: "DELETE", path: "/api/timeline/:eventId", access: "staff", permission: "work.write", response: noContentSchema },

  /** Who changed what in the project, newest first, by page; entries of records the caller may not see are left out. */
  projectActivity: { method: "GET", path: "/api/projects/:projectId/activity", access: "staff", permission: "work.read", query: activityQuerySchema, response: activityPageSchema },
  /** The same across the studio's projects and its team and settings, for its owner and admins. */
  studioActivity: { method: "GET", path: "/api/activity", access: "staff", permission: "activity.read", query: activityQuerySchema, response: activityPageSchema },
  /** Starts an export of everything the studio holds (409 while one is being made); the owner follows its job. */
  startStudioExport: { method: "POST", path: "/api/studio/exports", access: "staff", permission: "studio.export", response: studioExportSchema, unrecorded: UNRECORDED.export },
  /** The studio's exports, newest first. */
  studioExports: { method: "GET", path: "/api/studio/exports", access: "staff", permission: "studio.export", response: z.array(studioExportSchema) },
  studioExport: { method: "GET", path: "/api/studio/exports/:exportId", access: "staff", permission: "studio.export", response: studioExportSchema },
  /**
   * Where to PUT an export's ZIP to restore it, on an empty install only (409 otherwise): the owner who signed up to
   * import is the only member, of the only studio, with no project.
   */
  studioImportUpload: { method: "POST", path: "/api/studio/imports/uploads", access: "staff", permission: "studio.import", response: uploadTicketSchema, unrecorded: UNRECORDED.upload },
  /** Starts restoring the uploaded ZIP in place of the caller's empty studio; the owner follows its job. */
  startStudioImport: { method: "POST", path: "/api/studio/imports", access: "staff", permission: "studio.import", request: startStudioImportRequestSchema, response: jobAcceptedSchema, unrecorded: UNRECORDED.restore },
  /** The project's time, newest first, with its totals. */
  projectTime: { method: "GET", path: "/api/projects/:projectId/time-entries", access: "staff", permission: "work.read", response: projectTimeSchema },
  /** Time the caller spent on the project. */
  addTimeEntry: { method: "POST", path: "/api/projects/:projectId/time-entries", access: "staff", permission: "work.write", request: createTimeEntryRequestSchema, response: timeEntrySchema },
  /** The member's own time (an owner's or admin's: anyone's), while no invoice bills it; 409 once one does. */
  updateTimeEntry: { method: "PUT", path: "/api/time-entries/:timeEntryId", access: "staff", permission: "work.write", request: updateTimeEntryRequestSchema, response: timeEntrySchema },
  deleteTimeEntry: { method: "DELETE", path: "/api/time-entries/:timeEntryId", access: "staff", permission: "work.write", response: noContentSchema },
  /** The caller's running timer, on whichever project; null when none runs. */
  timer: { method: "GET", path: "/api/timer", access: "staff", permission: "work.read", response: timerSchema },
  /** Starts the caller's timer on the project; 409 while it runs already. */
  startTimer: { method: "POST", path: "/api/projects/:projectId/timer", access: "staff", permission: "work.write", request: startTimerRequestSchema, response: timerSchema, unrecorded: UNRECORDED.runningTimer },
  /** Stops the caller's timer and keeps its time as an entry of today (the studio's), answered with 201. */
  stopTimer: { method: "POST", path: "/api/timer/stop", access: "staff", permission: "work.write", response: timeEntrySchema },

  projectImages: { method: "GET", path: "/api/projects/:projectId/images", access: "staff", permission: "work.read", response: z.array(imageSchema) },
  roomImages: { method: "GET", path: "/api/rooms/:roomId/images", access: "staff", permission: "work.read", response: z.array(imageSchema) },
  deleteImage: { method: "DELETE", path: "/api/images/:imageId", access: "staff", permission: "work.write", response: noContentSchema },
  /** Where to PUT one file's bytes, valid for a short while. */
  uploadTicket: { method: "POST", path: "/api/objects/upload", access: "staff", permission: "own.account", response: uploadTicketSchema, unrecorded: UNRECORDED.upload },
  /** The same for a client in the portal (a proof of payment), counted against the project's studio. */
  portalUploadTicket: { method: "POST", path: "/api/client-portal/:projectId/:token/uploads", access: "portal", response: uploadTicketSchema, unrecorded: UNRECORDED.upload },
  savePhoto: { method: "POST", path: "/api/projects/:projectId/photos", access: "staff", permission: "work.write", request: createPhotoRequestSchema, response: imageSchema },

  roomVoiceNotes: { method: "GET", path: "/api/rooms/:roomId/voice-notes", access: "staff", permission: "work.read", response: z.array(voiceNoteSchema) },
  /** Removes the items the note added that are untouched and on no quote or order; keeps the note and its transcript. */
  undoVoiceNoteItems: { method: "DELETE", path: "/api/voice-notes/:voiceNoteId/items", access: "staff", permission: "work.write", response: undoneVoiceNoteItemsSchema },

  dashboardStats: { method: "GET", path: "/api/dashboard/stats", access: "staff", permission: "work.read", response: dashboardStatsSchema },
  dashboardAnalytics: { method: "GET", path: "/api/analytics/dashboard", access: "staff", permission: "work.read", response: dashboardAnalyticsSchema },
  /** The This week panel's meetings and milestones (projects) and its installations and deliveries (logistics). */
  thisWeekMeetings: { method: "GET", path: "/api/dashboard/this-week", access: "staff", permission: "work.read", response: thisWeekSchema },
  /** The caller's own notifications (the bell's panel and the stack), newest first. */
  notifications: { method: "GET", path: "/api/notifications", access: "staff", permission: "own.account", response: notificationListSchema },
  markNotificationRead: { method: "POST", path: "/api/notifications/:notificationId/read", access: "staff", permission: "own.account", response: notificationSchema, unrecorded: UNRECORDED.ownAccount },
  dismissNotification: { method: "DELETE", path: "/api/notifications/:notificationId", access: "staff", permission: "own.account", response: noContentSchema, unrecorded: UNRECORDED.ownAccount },
  dismissAllNotifications: { method: "DELETE", path: "/api/notifications", access: "staff", permission: "own.account", response: noContentSchema, unrecorded: UNRECORDED.ownAccount },
  /** In-app and e-mail, per kind of notification, for the caller. */
  notificationPreferences: { method: "GET", path: "/api/notifications/preferences", access: "staff", permission: "own.account", response: notificationPreferencesSchema },
  updateNotificationPreferences: {
    method: "PUT",
    path: "/api/notifications/preferences", access: "staff", permission: "own.account", unrecorded: UNRECORDED.ownAccount,
    request: updateNotificationPreferencesRequestSchema,
    response: notificationPreferencesSchema,
  },

  /** The top bar's search over the studio's projects, rooms, items and clients. */
  search: { method: "GET", path: "/api/search", access: "staff", permission: "work.read", query: searchRequestSchema, response: searchResultsSchema },
  /** Records a voice note and the items extracted from it (the recorder's upload path; the app uses transcribeRecording). */
  saveVoiceNote: { method: "POST", path: "/api/rooms/:roomId/voice-notes", access: "staff", permission: "work.write", request: saveVoiceNoteRequestSchema, response: voiceNoteSchema },
});

/** A stored object behind its signed URL (uploadTicket's): bytes, not JSON, and the signature is the credential. */
export const storedObjectRoutes = ownedBy("projects", {
  putObject: { method: "PUT", path: "/api/objects/*key", access: "public", upload: "bytes" },
  getObject: { method: "GET", path: "/api/objects/*key", access: "public" },
});
