import type { JobWorkerDeps, ObjectStorage } from "@atelier/kit";
import type { AiProviders } from "../providers";

/** What the AI job handlers work with. */
export interface AiJobDeps extends JobWorkerDeps {
  providers: AiProviders;
  storage: ObjectStorage;
}
