import { endpoints, type GenerateImagesRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

/** Starts the "generate-images" job, whose result is a GeneratedImagesResult. */
export const generateRoomImages = (roomId: string, request: GenerateImagesRequest) =>
  callEndpoint(endpoints.generateRoomImages, { params: { roomId }, body: request });

/** Deletes a photo or a generated image. */
export const deleteImage = (imageId: string) => callEndpoint(endpoints.deleteImage, { params: { imageId } });
