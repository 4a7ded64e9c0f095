import { endpoints, type CreatePhotoRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

/** Where to PUT one file's bytes, valid for a short while. */
export const requestUploadTicket = () => callEndpoint(endpoints.uploadTicket);

/** Keeps an uploaded file as a project photo, shown in a room when one is given. */
export const savePhoto = (projectId: string, request: CreatePhotoRequest) =>
  callEndpoint(endpoints.savePhoto, { params: { projectId }, body: request });
