import { endpoints, storedObjectRoutes } from "@atelier/contracts";
import { publicRoute, staff, type DeclaredRoutes } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { getObject } from "./get-object";
import { putObject } from "./put-object";
import { requestUpload } from "./request-upload";

const SIGNED_URL = publicRoute("the signed URL is the credential: portal clients and <img> tags have no staff session");

/** Uploads and reads of stored files; the PUT and GET answer only to URLs this service signed. */
export function objectRoutes(routes: DeclaredRoutes, deps: MediaDeps): void {
  routes.serve(endpoints.uploadTicket, staff(), requestUpload(deps));
  routes.serve(storedObjectRoutes.putObject, SIGNED_URL, putObject(deps));
  routes.serve(storedObjectRoutes.getObject, SIGNED_URL, getObject(deps));
}
