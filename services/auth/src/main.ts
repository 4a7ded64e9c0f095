import { bootService, serviceConfigSchema } from "@atelier/kit";
import { authRoutes } from "./http/routes";

await bootService({ name: "auth", configSchema: serviceConfigSchema("auth"), routes: authRoutes });
