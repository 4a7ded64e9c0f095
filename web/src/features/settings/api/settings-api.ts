import { endpoints, type UpdateStudioSettingsRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";
import { requestUploadTicket, uploadFile } from "@/features/photos/api/photos-api";

export const saveStudioSettings = (request: UpdateStudioSettingsRequest) => callEndpoint(endpoints.updateStudioSettings, { body: request });

/** Uploads a logo file the way photos go up, and answers the URL the settings name it by. */
export async function uploadLogo(file: File): Promise<string> {
  const { uploadURL } = await requestUploadTicket();
  await uploadFile(uploadURL, file);
  return uploadURL;
}
