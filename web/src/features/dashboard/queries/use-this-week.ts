import { endpoints, type WeekEntry } from "@atelier/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/endpoint-client";

/** The This week panel's entries from both services that keep them, by time. */
async function thisWeek(): Promise<WeekEntry[]> {
  const [meetings, logistics] = await Promise.all([callEndpoint(endpoints.thisWeekMeetings), callEndpoint(endpoints.thisWeekLogistics)]);
  return [...meetings.entries, ...logistics.entries].sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * Read afresh each time the dashboard opens: it sums up every project, and the changes that move it (a meeting
 * scheduled, a delivery signed for) are made on the projects' own pages.
 */
export function useThisWeek() {
  return useQuery({ queryKey: ["this-week"], queryFn: thisWeek, staleTime: 0 });
}
