import { endpoints, type ActivityPage, type ActivityRecordType } from "@atelier/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { callEndpoint, queryKeyOf } from "@/lib/endpoint-client";

/** What the feed is narrowed to: one person's changes, one kind of record. */
export interface ActivityFilters {
  person?: string;
  record?: ActivityRecordType;
}

const chosen = ({ person, record }: ActivityFilters) => ({ ...(person && { person }), ...(record && { record }) });

/** The project's activity, every page of it under one key, so any change to the project refetches it. */
export const projectActivityKey = (projectId: string) => queryKeyOf(endpoints.projectActivity, { params: { projectId } });
export const STUDIO_ACTIVITY_KEY = queryKeyOf(endpoints.studioActivity);

const pages = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page: ActivityPage) => page.next ?? undefined,
};

export function useProjectActivity(projectId: string, filters: ActivityFilters) {
  return useInfiniteQuery({
    queryKey: [...projectActivityKey(projectId), chosen(filters)],
    queryFn: ({ pageParam }) => callEndpoint(endpoints.projectActivity, { params: { projectId }, query: { ...chosen(filters), ...(pageParam && { after: pageParam }) } }),
    ...pages,
  });
}

export function useStudioActivity(filters: ActivityFilters) {
  return useInfiniteQuery({
    queryKey: [...STUDIO_ACTIVITY_KEY, chosen(filters)],
    queryFn: ({ pageParam }) => callEndpoint(endpoints.studioActivity, { query: { ...chosen(filters), ...(pageParam && { after: pageParam }) } }),
    ...pages,
  });
}
