/**
 * Every query key is its URL split into parts (the query client's default query function joins them
 * with "/"), so reads and the invalidations after a change always name the same cache entries.
 *
 * Keys match by prefix: invalidating `project(id)` also refreshes that project's rooms, meetings and
 * installations, and the bare `projects` list needs `exact: true` not to refresh every project.
 */
export const queryKeys = {
  projects: ["/api/projects"],
  project: (projectId: string) => ["/api/projects", projectId],
  projectRooms: (projectId: string) => ["/api/projects", projectId, "rooms"],
  projectMeetings: (projectId: string) => ["/api/projects", projectId, "meetings"],
  projectInstallations: (projectId: string) => ["/api/projects", projectId, "installations"],
  projectImages: (projectId: string) => ["/api/projects", projectId, "images"],
  room: (roomId: string) => ["/api/rooms", roomId],
  roomItems: (roomId: string) => ["/api/rooms", roomId, "items"],
  roomImages: (roomId: string) => ["/api/rooms", roomId, "images"],
  roomVoiceNotes: (roomId: string) => ["/api/rooms", roomId, "voice-notes"],
  dashboardStats: ["/api/dashboard/stats"],
  dashboardAnalytics: ["/api/analytics/dashboard"],
} as const;
