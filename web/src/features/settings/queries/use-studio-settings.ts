import { endpoints, STUDIO_SETTINGS_MESSAGES, type UpdateStudioSettingsRequest } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { serverMessage } from "@/lib/api";
import { endpointQuery } from "@/lib/endpoint-client";
import { CURRENT_USER_QUERY_KEY } from "@/features/auth/queries/use-auth";
import { saveStudioSettings } from "@/features/settings/api/settings-api";
import { uploadedURLFor, type ImageChange } from "@/features/settings/lib/image-change";
import { toast, toastFailure } from "@/hooks/use-toast";

export const studioSettingsQuery = () => endpointQuery(endpoints.studioSettings);

export function useStudioSettings() {
  return useQuery(studioSettingsQuery());
}

export interface StudioSettingsSave {
  settings: Omit<UpdateStudioSettingsRequest, "logoURL">;
  logo: ImageChange;
}

export function useSaveStudioSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ settings, logo }: StudioSettingsSave) => saveStudioSettings({ ...settings, logoURL: await uploadedURLFor(logo) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(studioSettingsQuery().queryKey, saved);
      // The top bar shows the studio's name, and every screen reads times in its zone, from the current user.
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      toast({ title: STUDIO_SETTINGS_MESSAGES.saved, description: "They will print on every new quote." });
    },
    onError: (error) => toastFailure("Error", serverMessage(error) ?? "Failed to save studio settings. Please try again."),
  });
}
