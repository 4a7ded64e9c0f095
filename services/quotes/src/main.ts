import { bootService } from "@atelier/kit";
import { quotesConfigSchema } from "./config";
import { routes } from "./http/routes";

await bootService({ name: "quotes", configSchema: quotesConfigSchema, routes });
