import { bootService } from "@atelier/kit";
import { aiServiceConfigSchema } from "./config";
import { nonJsonPaths, routes } from "./http/routes";

await bootService({ name: "ai-worker", configSchema: aiServiceConfigSchema, routes, nonJsonPaths });
