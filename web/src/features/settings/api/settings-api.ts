import { endpoints, type UpdateStudioSettingsRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";
import { requestUploadTicket } from "@/features/photos/api/photos-api";
import { uploadFile } from "@/lib/upload-file";

export const saveStudioSettings = (request: UpdateStudioSettingsRequest) => callEndpoint(endpoints.updateStudioSettings, { body: request });

/** Uploads an image file (a logo, a profile photo) the way photos go up, and answers the URL a save names it by. */
export async function uploadImage(file: File): Promise<string> {
  const { uploadURL } = await requestUploadTicket();
  await uploadFile(uploadURL, file);
  return uploadURL;
}
