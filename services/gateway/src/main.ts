import { loadConfig } from "@atelier/kit/config";
import { createLogger } from "@atelier/kit/logger";
import { onShutdown, stopWhenOrphaned } from "@atelier/kit/run";
import { installSafetyNet } from "@atelier/kit/safety-net";
import { gatewayConfigSchema } from "./config";
import { startGateway } from "./server";

const config = loadConfig(gatewayConfigSchema);
const logger = createLogger("gateway", config.LOG_LEVEL);
const gateway = await startGateway(config);
const shutdown = onShutdown(logger, () => gateway.close());
installSafetyNet(logger, shutdown);
stopWhenOrphaned(shutdown, config.SUPERVISOR_PID);
