import type { JobWorkerDeps, ObjectStorage } from "@atelier/kit";
import type { AiProviders } from "../providers";
import type { ProjectsClient } from "./projects-client";

/** What the AI job handlers work with. */
export interface AiJobDeps extends JobWorkerDeps {
  providers: AiProviders;
  storage: ObjectStorage;
  projects: ProjectsClient;
}
