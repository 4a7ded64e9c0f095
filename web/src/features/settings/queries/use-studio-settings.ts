import { endpoints, STUDIO_SETTINGS_MESSAGES, type UpdateStudioSettingsRequest } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { serverMessage } from "@/lib/api";
import { endpointQuery } from "@/lib/endpoint-client";
import { CURRENT_USER_QUERY_KEY } from "@/features/auth/queries/use-auth";
import { saveStudioSettings, uploadLogo } from "@/features/settings/api/settings-api";
import { toast, toastFailure } from "@/hooks/use-toast";

export const studioSettingsQuery = () => endpointQuery(endpoints.studioSettings);

export function useStudioSettings() {
  return useQuery(studioSettingsQuery());
}

/** What to do with the logo on save: keep it as it is, upload a new file, or remove it. */
export type LogoChange = { kind: "keep" } | { kind: "replace"; file: File; previewUrl: string } | { kind: "remove" };

export interface StudioSettingsSave {
  settings: Omit<UpdateStudioSettingsRequest, "logoURL">;
  logo: LogoChange;
}

async function logoURLFor(logo: LogoChange): Promise<string | null | undefined> {
  if (logo.kind === "replace") return uploadLogo(logo.file);
  return logo.kind === "remove" ? null : undefined;
}

export function useSaveStudioSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ settings, logo }: StudioSettingsSave) => saveStudioSettings({ ...settings, logoURL: await logoURLFor(logo) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(studioSettingsQuery().queryKey, saved);
      // The top bar shows the studio's name from the current user.
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      toast({ title: STUDIO_SETTINGS_MESSAGES.saved, description: "They will print on every new quote." });
    },
    onError: (error) => toastFailure("Error", serverMessage(error) ?? "Failed to save studio settings. Please try again."),
  });
}
