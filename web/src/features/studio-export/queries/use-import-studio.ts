import { endpoints, importedStudioResultSchema } from "@atelier/contracts";
import { useMutation } from "@tanstack/react-query";
import { useEndSession } from "@/features/auth/queries/use-auth-mutations";
import { useJob } from "@/features/jobs/hooks/use-job";
import { toast, toastFailure } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api";
import { callEndpoint } from "@/lib/endpoint-client";
import { uploadFile } from "@/lib/upload-file";

/**
 * Uploads an export's ZIP and follows the import that restores it in place of this empty studio. Once it is done this
 * account is gone with the empty studio: the owner is signed out here and told to set a password from their e-mail.
 */
export function useImportStudio() {
  const endSession = useEndSession();
  const job = useJob({
    result: importedStudioResultSchema,
    onCompleted: ({ studioName, members }) => {
      const everyone = members === 1 ? "You have" : `Each of its ${members} members, you included, has`;
      toast({ title: "Studio restored", description: `${studioName} is back. ${everyone} been sent an e-mail with a link to set a password.` });
      endSession("/auth");
    },
    onFailed: (reason) => toastFailure("Import failed", reason),
  });
  const start = useMutation({
    mutationFn: async (file: File) => {
      const { uploadURL } = await callEndpoint(endpoints.studioImportUpload);
      await uploadFile(uploadURL, file);
      return callEndpoint(endpoints.startStudioImport, { body: { uploadURL } });
    },
    onSuccess: ({ jobId }) => job.follow(jobId),
    onError: (error) => toastFailure("Import not started", serverMessage(error) ?? (error instanceof Error ? error.message : "Failed to start the import. Please try again.")),
  });
  return { start: (file: File) => start.mutate(file), isImporting: start.isPending || job.status !== null, isUploading: start.isPending, status: job.status };
}
