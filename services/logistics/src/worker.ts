/**
 * The logistics service's worker process: puts approved quotes' items into production and flags overdue
 * items daily. Start more copies to take on more.
 */
import { runWorkerHost } from "@atelier/kit";
import { logisticsWork } from "./jobs/work";

const { deps } = await runWorkerHost(logisticsWork);
deps.logger.info("logistics workers running");
