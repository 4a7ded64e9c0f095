import type { ChangedRecords } from "@atelier/contracts";
import { hashKey, type Query, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { projectActivityKey, STUDIO_ACTIVITY_KEY } from "@/features/activity/queries/use-activity";
import { projectImagesQuery, roomImagesQuery } from "@/features/images/queries/use-images";
import { projectInstallationsQuery } from "@/features/installations/queries/use-installations";
import { INVOICES_KEY_ROOT, projectInvoicesQuery } from "@/features/invoices/queries/use-invoices";
import { projectPaymentProofsQuery } from "@/features/invoices/queries/use-payment-proofs";
import { projectPaymentsQuery } from "@/features/invoices/queries/use-payments";
import { receivablesQuery } from "@/features/receivables/queries/use-receivables";
import { projectDeliveriesQuery } from "@/features/deliveries/queries/use-deliveries";
import { costBreakdownQuery, profitAnalysisQuery } from "@/features/cost-analysis/queries/use-cost-analysis";
import { roomItemsQuery } from "@/features/items/queries/use-room-items";
import { projectMeetingsQuery } from "@/features/meetings/queries/use-meetings";
import { projectProductionsQuery } from "@/features/production/queries/use-productions";
import { archivedProjectsQuery, projectQuery, projectsQuery } from "@/features/projects/queries/use-projects";
import { projectPurchaseOrdersQuery, PURCHASE_ORDERS_KEY_ROOT } from "@/features/purchase-orders/queries/use-purchase-orders";
import { projectQuotesQuery, QUOTES_KEY_ROOT } from "@/features/quotes/queries/use-quotes";
import { projectRoomsQuery, roomQuery } from "@/features/rooms/queries/use-rooms";
import { projectFeesQuery, projectTimeQuery, timerQuery } from "@/features/time/queries/use-time";
import { projectTimelineQuery } from "@/features/timeline/queries/use-timeline";
import { roomVoiceNotesQuery } from "@/features/voice/queries/use-voice-notes";

interface Refetch {
  queryKey: QueryKey;
  /** Only this query, not the ones under its key (a project's key prefixes its rooms', a room's its items'). */
  exact?: boolean;
}

const alone = (queryKey: QueryKey): Refetch => ({ queryKey, exact: true });
const withAllUnder = (queryKey: QueryKey): Refetch => ({ queryKey });

/**
 * The queries each kind of change makes stale, given the project's rooms this browser has loaded: room
 * queries are keyed by room, not project. Counters move too (a project counts its rooms and images, a
 * room its items, estimated total and concepts).
 */
const STALE_AFTER: Record<ChangedRecords, (projectId: string, roomIds: string[]) => Refetch[]> = {
  // Archiving or restoring moves the project between the two lists.
  project: (projectId) => [alone(projectQuery(projectId).queryKey), alone(projectsQuery().queryKey), alone(archivedProjectsQuery().queryKey)],
  rooms: (projectId, roomIds) => [
    alone(projectQuery(projectId).queryKey),
    withAllUnder(projectRoomsQuery(projectId).queryKey),
    ...roomIds.map((roomId) => alone(roomQuery(roomId).queryKey)),
  ],
  items: (projectId, roomIds) => [
    withAllUnder(projectRoomsQuery(projectId).queryKey),
    alone(costBreakdownQuery(projectId).queryKey),
    ...roomIds.flatMap((roomId) => [alone(roomQuery(roomId).queryKey), withAllUnder(roomItemsQuery(roomId).queryKey)]),
  ],
  // A saved note adds its confident items to the room.
  "voice-notes": (projectId, roomIds) => [
    ...STALE_AFTER.items(projectId, roomIds),
    ...roomIds.map((roomId) => withAllUnder(roomVoiceNotesQuery(roomId).queryKey)),
  ],
  images: (projectId, roomIds) => [
    alone(projectQuery(projectId).queryKey),
    withAllUnder(projectImagesQuery(projectId).queryKey),
    ...roomIds.flatMap((roomId) => [alone(roomQuery(roomId).queryKey), withAllUnder(roomImagesQuery(roomId).queryKey)]),
  ],
  // A meeting scheduled from the timeline shows there with the meeting's title and time.
  meetings: (projectId) => [withAllUnder(projectMeetingsQuery(projectId).queryKey), alone(projectTimelineQuery(projectId).queryKey)],
  timeline: (projectId) => [alone(projectTimelineQuery(projectId).queryKey)],
  // A timer started or stopped in another tab or device shows here too; the fee basis counts as time.
  time: (projectId) => [alone(projectTimeQuery(projectId).queryKey), alone(timerQuery().queryKey), alone(projectFeesQuery(projectId).queryKey)],
  installations: (projectId) => [withAllUnder(projectInstallationsQuery(projectId).queryKey)],
  // Quotes are keyed by their own id, not the project's, so every loaded one is refetched. Category budgets count as quotes' records.
  quotes: (projectId) => [
    alone(projectQuery(projectId).queryKey),
    withAllUnder(projectQuotesQuery(projectId).queryKey),
    withAllUnder(QUOTES_KEY_ROOT),
    alone(costBreakdownQuery(projectId).queryKey),
    alone(profitAnalysisQuery(projectId).queryKey),
  ],
  // A signed quote shows its approval on the quote.
  approvals: (projectId, roomIds) => STALE_AFTER.quotes(projectId, roomIds),
  // A completed delivery moves its production items on.
  deliveries: (projectId) => [alone(projectDeliveriesQuery(projectId).queryKey), withAllUnder(projectProductionsQuery(projectId).queryKey)],
  // Orders are keyed by their own id too, so every loaded one is refetched with the project's list.
  // A procurement fee is a percent of the orders sent.
  "purchase-orders": (projectId) => [withAllUnder(projectPurchaseOrdersQuery(projectId).queryKey), withAllUnder(PURCHASE_ORDERS_KEY_ROOT), alone(projectFeesQuery(projectId).queryKey)],
  productions: (projectId) => [withAllUnder(projectProductionsQuery(projectId).queryKey)],
  // Payments settle invoices, and a confirmed proof of payment is a payment: all change together.
  invoices: (projectId) => [
    withAllUnder(projectInvoicesQuery(projectId).queryKey),
    withAllUnder(INVOICES_KEY_ROOT),
    alone(projectPaymentsQuery(projectId).queryKey),
    alone(projectPaymentProofsQuery(projectId).queryKey),
    alone(receivablesQuery().queryKey),
    // A fee invoice deleted leaves its fee unbilled again.
    alone(projectFeesQuery(projectId).queryKey),
  ],
};

/** The project's rooms this browser has loaded: in the project's room list, or as a room page. */
function loadedRoomIds(queryClient: QueryClient, projectId: string): string[] {
  const ids = new Set(queryClient.getQueryData(projectRoomsQuery(projectId).queryKey)?.map((room) => room.id));
  for (const query of queryClient.getQueryCache().getAll()) {
    const room = query.state.data as { id?: unknown; projectId?: unknown } | null | undefined;
    if (typeof room?.id === "string" && room.projectId === projectId && query.queryHash === hashKey(roomQuery(room.id).queryKey)) ids.add(room.id);
  }
  return [...ids];
}

/**
 * Refetches what changes to the project's records made stale, each query once, through the usual access-checked API;
 * with `readBefore`, only what was read before that moment (a query read since is already fresh) or is still on its
 * first load, which may have been read before too.
 */
export function refreshChangedRecords(queryClient: QueryClient, projectId: string, changed: readonly ChangedRecords[], readBefore?: number): void {
  const roomIds = loadedRoomIds(queryClient, projectId);
  // Every change is someone's activity: the project's feed, and the studio's, gain an entry.
  const activity = [withAllUnder(projectActivityKey(projectId)), withAllUnder(STUDIO_ACTIVITY_KEY)];
  const refetches = new Map([...changed.flatMap((records) => STALE_AFTER[records](projectId, roomIds)), ...activity].map((refetch) => [`${hashKey(refetch.queryKey)}${refetch.exact}`, refetch]));
  const readEarlier =
    readBefore === undefined ? undefined : (query: Query) => (query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < readBefore) || (query.state.data === undefined && query.state.fetchStatus === "fetching");
  for (const refetch of refetches.values()) void queryClient.invalidateQueries({ ...refetch, ...(readEarlier ? { predicate: readEarlier } : {}) });
}
