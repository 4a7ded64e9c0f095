import { bootService, serviceConfigSchema } from "@atelier/kit";
import { routes } from "./http/routes";

await bootService({ name: "projects", configSchema: serviceConfigSchema("projects"), routes });
