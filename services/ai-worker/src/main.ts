import { bootService, serviceConfigSchema } from "@atelier/kit";
import { routes } from "./http/routes";

await bootService({ name: "ai-worker", configSchema: serviceConfigSchema("ai-worker"), routes });
