/**
 * The AI job workers, as a process of their own: start as many as the work needs. They share the
 * database, Redis and object storage with the services, and push progress to browsers through the gateway.
 */
import { runWorkerHost } from "@atelier/kit";
import { aiWork } from "./jobs/work";

const { config, deps } = await runWorkerHost(aiWork);
deps.logger.info({ providers: deps.providers.name, concurrency: config.JOB_CONCURRENCY }, "AI workers running");
