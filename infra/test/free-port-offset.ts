/** Prints a port offset under which the end-to-end stack can start now (run-suites.sh passes it to Playwright). */
import { freePortOffset } from "../local/ports";

console.log(await freePortOffset());
