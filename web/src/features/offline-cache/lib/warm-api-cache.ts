import { endpoints } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

/** At most this many active projects are kept for use without signal: the studio's newest, as the list orders them. */
export const WARM_UP_MAX_PROJECTS = 10;

/** At most this many of a project's images are kept: its newest, as its pages list them. */
export const WARM_UP_MAX_IMAGES = 60;

let running: AbortController | null = null;

/** Sends no further read of a warm-up under way. */
export function stopApiCacheWarmUp(): void {
  running?.abort();
  running = null;
}

/**
 * Reads, one at a time, what a page opened without signal needs to reach every room of the studio's active projects
 * (who is signed in, the dashboard, each project with its site-visit tabs, each room with its items, images and
 * notes), and the images those pages show; each answer passes through the service worker, which keeps it. Nothing
 * enters this tab's query cache.
 */
export async function warmApiCache(): Promise<void> {
  stopApiCacheWarmUp();
  const controller = new AbortController();
  running = controller;
  const read = <T>(call: () => Promise<T>): Promise<T> => {
    if (controller.signal.aborted) throw new Error("The warm-up was stopped");
    return call();
  };

  await read(() => callEndpoint(endpoints.currentUser));
  await read(() => callEndpoint(endpoints.dashboardStats));
  await read(() => callEndpoint(endpoints.thisWeekMeetings));
  await read(() => callEndpoint(endpoints.thisWeekLogistics));
  const projects = await read(() => callEndpoint(endpoints.projects));
  for (const { id: projectId } of projects.filter((project) => project.status === "active").slice(0, WARM_UP_MAX_PROJECTS)) {
    const params = { projectId };
    await read(() => callEndpoint(endpoints.project, { params }));
    await read(() => callEndpoint(endpoints.projectTimeline, { params }));
    const images = await read(() => callEndpoint(endpoints.projectImages, { params }));
    for (const image of images.slice(0, WARM_UP_MAX_IMAGES)) {
      // As its tile shows it; an image that cannot be read now is no reason to keep nothing else.
      await read(() => fetch(image.thumbnailUrl ?? image.url, { mode: "no-cors", signal: controller.signal }).catch(() => undefined));
    }
    await read(() => callEndpoint(endpoints.projectDeliveries, { params }));
    await read(() => callEndpoint(endpoints.projectProductions, { params }));
    for (const { id: roomId } of await read(() => callEndpoint(endpoints.projectRooms, { params }))) {
      await read(() => callEndpoint(endpoints.room, { params: { roomId } }));
      await read(() => callEndpoint(endpoints.roomItems, { params: { roomId } }));
      await read(() => callEndpoint(endpoints.roomImages, { params: { roomId } }));
      await read(() => callEndpoint(endpoints.roomVoiceNotes, { params: { roomId } }));
    }
  }
  if (running === controller) running = null;
}
