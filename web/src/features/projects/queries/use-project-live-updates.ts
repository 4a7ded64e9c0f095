import { generateImagesJob, SOCKET_COMMANDS, thumbnailJob, voiceNoteJob } from "@atelier/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onJobEvents } from "@/features/jobs/api/follow-job";
import { connectSocket } from "@/lib/socket";
import { projectQuery } from "@/features/projects/queries/use-projects";

/** Jobs whose completion changes what a project's pages show: notes and items, images, thumbnails. */
const PROJECT_JOBS = new Set<string>([voiceNoteJob.name, generateImagesJob.name, thumbnailJob.name]);
const ROOMS: readonly unknown[] = ["/api/rooms"];

/**
 * While a project's page is open, hears the project's live events, so work another designer of the
 * studio starts (a voice note, concept images) shows up without a reload. Watching is asked again
 * after a reconnect, since a new connection starts in no project's room.
 */
export function useProjectLiveUpdates(projectId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = connectSocket();
    const watch = () => socket.emit(SOCKET_COMMANDS.watchProject, { projectId });
    watch();
    socket.on("connect", watch);
    const stopHearing = onJobEvents((job) => PROJECT_JOBS.has(job.name), {
      completed: () => {
        void queryClient.invalidateQueries({ queryKey: projectQuery(projectId).queryKey });
        void queryClient.invalidateQueries({ queryKey: ROOMS });
      },
    });
    return () => {
      stopHearing();
      socket.off("connect", watch);
      socket.emit(SOCKET_COMMANDS.unwatchProject, { projectId });
    };
  }, [projectId, queryClient]);
}
