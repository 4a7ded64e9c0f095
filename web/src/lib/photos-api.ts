import { imageSchema, uploadTicketSchema, type CreatePhotoRequest, type Image, type UploadTicket } from "@atelier/contracts";
import { apiRequest } from "./api";

/** Where to PUT one file's bytes, valid for a short while. */
export async function requestUploadTicket(): Promise<UploadTicket> {
  return uploadTicketSchema.parse(await apiRequest("POST", "/api/objects/upload"));
}

/**
 * PUTs the raw file to the upload URL with its own content type. The signed URL is the only
 * credential: no cookies go along, so a URL on the object store (S3, MinIO) needs no credentialed CORS.
 */
export async function uploadFile(uploadURL: string, file: File): Promise<void> {
  const response = await fetch(uploadURL, {
    method: "PUT",
    credentials: "omit",
    headers: { "Content-Type": file.type },
    body: file,
  });
  if (!response.ok) throw new Error(`Upload failed: ${response.statusText}`);
}

/** Keeps an uploaded file as a project photo, shown in a room when one is given. */
export async function savePhoto(projectId: string, request: CreatePhotoRequest): Promise<Image> {
  return imageSchema.parse(await apiRequest("POST", `/api/projects/${projectId}/photos`, request));
}
