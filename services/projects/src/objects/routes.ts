import type { Router } from "express";
import type { MediaDeps } from "../config";
import { getObject } from "./get-object";
import { putObject } from "./put-object";
import { requestUpload } from "./request-upload";

/** Uploads and reads of stored files; the PUT and GET answer only to URLs this service signed. */
export function objectRoutes(router: Router, deps: MediaDeps): void {
  router.post("/api/objects/upload", requestUpload(deps));
  router.put("/api/objects/*key", putObject(deps));
  router.get("/api/objects/*key", getObject(deps));
}

/** The upload PUT carries the file's raw bytes, not JSON. */
export const OBJECT_UPLOAD_PATHS = [/^\/api\/objects\/(?!upload$)/];
