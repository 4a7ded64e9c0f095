import { bootService, serviceConfigSchema } from "@atelier/kit";
import { routes } from "./http/routes";

await bootService({ name: "logistics", configSchema: serviceConfigSchema("logistics"), routes });
