/**
 * The projects service's worker process: reacts to the events other services hand it (a voice note heard,
 * concepts rendered, a thumbnail made) and does its housekeeping. Start more copies to take on more.
 */
import { runWorkerHost } from "@atelier/kit";
import { projectsWork } from "./subscribers/work";

const { deps } = await runWorkerHost(projectsWork);
deps.logger.info("projects workers running");
