import { createLogger, loadConfig, onShutdown } from "@atelier/kit";
import { gatewayConfigSchema } from "./config";
import { startGateway } from "./server";

const config = loadConfig(gatewayConfigSchema);
const gateway = await startGateway(config);
onShutdown(createLogger("gateway", config.LOG_LEVEL), () => gateway.close());
