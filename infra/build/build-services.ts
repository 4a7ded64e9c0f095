/** `npx tsx infra/build/build-services.ts`: bundles every service process (the images run them; `make dev` builds its own). */
import { buildServiceBundles } from "./service-bundles";

const made = await buildServiceBundles();
console.log(made === 0 ? "Every service bundle is current." : `Bundled ${made} service processes.`);
