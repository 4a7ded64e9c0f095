import { bootService, serviceConfigSchema } from "@atelier/kit";

// Routes arrive with the issue that builds this service; until then it starts, reports health and stops cleanly.
await bootService({ name: "quotes", configSchema: serviceConfigSchema("quotes"), routes: () => {} });
