import { CHANGED_RECORDS, generateImagesJob, PROJECT_EVENTS, projectChangedEventSchema, SOCKET_COMMANDS, thumbnailJob, voiceNoteJob, type WatchProjectAck } from "@atelier/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onJobEvents } from "@/features/jobs/api/follow-job";
import { connectSocket } from "@/lib/socket";
import { projectQuery } from "@/features/projects/queries/use-projects";
import { refreshChangedRecords } from "./refresh-changed-records";

/** Jobs whose completion changes what a project's pages show: notes and items, images, thumbnails. */
const PROJECT_JOBS = new Set<string>([voiceNoteJob.name, generateImagesJob.name, thumbnailJob.name]);
const ROOMS: readonly unknown[] = ["/api/rooms"];

/**
 * While a project's page is open, hears the project's live events, so what another designer of the
 * studio changes (an item, a room, a meeting) or starts (a voice note, concept images) shows up without
 * a reload. Watching is asked again after a reconnect, since a new connection starts in no project's room,
 * and everything is refetched then, since changes made meanwhile were not heard. Once the gateway says the page is
 * watching, what it read before is refetched: a change committed between that read and the join was heard by no one.
 */
export function useProjectLiveUpdates(projectId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = connectSocket();
    const watch = () =>
      socket.emit(SOCKET_COMMANDS.watchProject, { projectId }, (answer?: WatchProjectAck) => {
        if (answer?.watching) refreshChangedRecords(queryClient, projectId, CHANGED_RECORDS, Date.now());
      });
    let missedChanges = false;
    const lose = () => (missedChanges = true);
    const rewatch = () => {
      watch();
      if (missedChanges) refreshChangedRecords(queryClient, projectId, CHANGED_RECORDS);
      missedChanges = false;
    };
    watch();
    socket.on("connect", rewatch);
    socket.on("disconnect", lose);
    const hearChange = (payload: unknown) => {
      const change = projectChangedEventSchema.safeParse(payload);
      if (change.success && change.data.projectId === projectId) refreshChangedRecords(queryClient, projectId, [change.data.records]);
    };
    socket.on(PROJECT_EVENTS.changed, hearChange);
    const stopHearing = onJobEvents((job) => PROJECT_JOBS.has(job.name), {
      completed: () => {
        void queryClient.invalidateQueries({ queryKey: projectQuery(projectId).queryKey });
        void queryClient.invalidateQueries({ queryKey: ROOMS });
      },
    });
    return () => {
      stopHearing();
      socket.off("connect", rewatch);
      socket.off("disconnect", lose);
      socket.off(PROJECT_EVENTS.changed, hearChange);
      socket.emit(SOCKET_COMMANDS.unwatchProject, { projectId });
    };
  }, [projectId, queryClient]);
}
