import { bootService } from "@atelier/kit";
import { authConfigSchema } from "./config";
import { authRoutes } from "./http/routes";

await bootService({ name: "auth", configSchema: authConfigSchema, routes: authRoutes });
