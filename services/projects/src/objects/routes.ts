import { endpoints, storedObjectRoutes } from "@atelier/contracts";
import { portal, publicRoute, staff, type DeclaredRoutes } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import type { MediaDeps } from "../config";
import { getObject } from "./get-object";
import { putObject } from "./put-object";
import { requestPortalUpload, requestUpload } from "./request-upload";

const SIGNED_URL = publicRoute("the signed URL is the credential: portal clients and <img> tags have no staff session");

/** Uploads and reads of stored files; the PUT and GET answer only to URLs this service signed. */
export function objectRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: MediaDeps): void {
  routes.serve(endpoints.uploadTicket, staff(), requestUpload(deps));
  // The gateway turns the link's token into this portal caller before the request arrives.
  routes.serve(endpoints.portalUploadTicket, portal(records.project, "projectId"), requestPortalUpload(deps));
  routes.serve(storedObjectRoutes.putObject, SIGNED_URL, putObject(deps));
  routes.serve(storedObjectRoutes.getObject, SIGNED_URL, getObject(deps));
}
