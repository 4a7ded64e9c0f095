import { bootService } from "@atelier/kit";
import { logisticsConfigSchema } from "./config";
import { routes } from "./http/routes";

await bootService({ name: "logistics", configSchema: logisticsConfigSchema, routes });
