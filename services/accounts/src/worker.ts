/**
 * The accounts service's worker process: mails invoices to clients and asks the deposit when a quote is approved.
 * Start more copies to take on more.
 */
import { runWorkerHost } from "@atelier/kit";
import { accountsWork } from "./jobs/work";

const { deps } = await runWorkerHost(accountsWork);
deps.logger.info("accounts workers running");
