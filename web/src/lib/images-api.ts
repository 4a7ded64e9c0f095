import { imageSchema, jobAcceptedSchema, type GenerateImagesRequest, type Image, type JobAccepted } from "@atelier/contracts";
import { apiRequest } from "./api";

const imageListSchema = imageSchema.array();

/** A project's photos and generated images, newest first. */
export async function listProjectImages(projectId: string): Promise<Image[]> {
  return imageListSchema.parse(await apiRequest("GET", `/api/projects/${projectId}/images`));
}

/** A room's photos and generated images, newest first. */
export async function listRoomImages(roomId: string): Promise<Image[]> {
  return imageListSchema.parse(await apiRequest("GET", `/api/rooms/${roomId}/images`));
}

/** Starts the "generate-images" job, whose result is a GeneratedImagesResult. */
export async function generateRoomImages(roomId: string, request: GenerateImagesRequest): Promise<JobAccepted> {
  return jobAcceptedSchema.parse(await apiRequest("POST", `/api/rooms/${roomId}/generate-images`, request));
}

/** Deletes a photo or a generated image. */
export async function deleteImage(imageId: string): Promise<void> {
  await apiRequest("DELETE", `/api/images/${imageId}`);
}
