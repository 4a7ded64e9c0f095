/** The auth service's worker process: mails password reset links. Start more copies to take on more. */
import { runWorkerHost } from "@atelier/kit";
import { authWork } from "./jobs/work";

const { deps } = await runWorkerHost(authWork);
deps.logger.info("auth workers running");
