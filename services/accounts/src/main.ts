import { bootService } from "@atelier/kit";
import { accountsConfigSchema } from "./config";
import { routes } from "./http/routes";

await bootService({ name: "accounts", configSchema: accountsConfigSchema, routes });
