import { bootService } from "@atelier/kit";
import { projectsConfigSchema } from "./config";
import { routes } from "./http/routes";

await bootService({ name: "projects", configSchema: projectsConfigSchema, routes });
