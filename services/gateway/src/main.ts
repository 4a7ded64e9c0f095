import { loadConfig } from "@atelier/kit/config";
import { createLogger } from "@atelier/kit/logger";
import { onShutdown } from "@atelier/kit/run";
import { installSafetyNet } from "@atelier/kit/safety-net";
import { gatewayConfigSchema } from "./config";
import { startGateway } from "./server";

const config = loadConfig(gatewayConfigSchema);
const logger = createLogger("gateway", config.LOG_LEVEL);
const gateway = await startGateway(config);
installSafetyNet(logger, onShutdown(logger, () => gateway.close(), { supervisorPid: config.SUPERVISOR_PID }));
