import { bootService } from "@atelier/kit";
import { portalConfigSchema } from "./config";
import { routes } from "./http/routes";

await bootService({ name: "portal", configSchema: portalConfigSchema, routes });
