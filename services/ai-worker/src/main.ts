import { bootService } from "@atelier/kit";
import { aiServiceConfigSchema } from "./config";
import { routes } from "./http/routes";

await bootService({ name: "ai-worker", configSchema: aiServiceConfigSchema, routes });
