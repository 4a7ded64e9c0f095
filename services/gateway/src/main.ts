import { createLogger, installSafetyNet, loadConfig, onShutdown } from "@atelier/kit";
import { gatewayConfigSchema } from "./config";
import { startGateway } from "./server";

const config = loadConfig(gatewayConfigSchema);
const logger = createLogger("gateway", config.LOG_LEVEL);
const gateway = await startGateway(config);
installSafetyNet(logger, onShutdown(logger, () => gateway.close()));
