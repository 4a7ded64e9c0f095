import { endpoints, exportedStudioResultSchema, STUDIO_EXPORT_MESSAGES } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useJob } from "@/features/jobs/hooks/use-job";
import { toast, toastFailure } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api";
import { callEndpoint, endpointQuery } from "@/lib/endpoint-client";

export const studioExportsQuery = () => endpointQuery(endpoints.studioExports);
export const useStudioExports = () => useQuery(studioExportsQuery());

/** Starts an export of the studio and follows its job to the end, when its download shows in the list. */
export function useExportStudio() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: studioExportsQuery().queryKey });
  const job = useJob({
    result: exportedStudioResultSchema,
    onCompleted: () => {
      refresh();
      toast({ title: "Export ready", description: STUDIO_EXPORT_MESSAGES.ready });
    },
    onFailed: (reason) => {
      refresh();
      toastFailure("Export failed", reason);
    },
  });
  const start = useMutation({
    mutationFn: () => callEndpoint(endpoints.startStudioExport),
    onSuccess: ({ jobId }) => {
      refresh();
      job.follow(jobId);
    },
    onError: (error) => {
      refresh();
      toastFailure("Export not started", serverMessage(error) ?? "Failed to start the export. Please try again.");
    },
  });
  return { start: () => start.mutate(), isExporting: start.isPending || job.status !== null, status: job.status };
}
