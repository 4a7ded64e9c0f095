/**
 * The quotes service's worker process: builds quotes from room items, mails them with their PDFs, and expires the lapsed ones.
 * Start more copies to take on more.
 */
import { runWorkerHost } from "@atelier/kit";
import { quotesWork } from "./jobs/work";

const { deps } = await runWorkerHost(quotesWork);
deps.logger.info("quotes workers running");
