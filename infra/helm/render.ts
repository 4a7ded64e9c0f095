/**
 * `make manifests`: prints the chart (infra/helm/atelier) rendered with its default values, or with the values files
 * given (`make manifests VALUES=my-values.yaml`), offline: what `helm install` would apply.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { REPO_ROOT } from "../local/paths";
import { helmBinary } from "./helm-binary";

export const CHART = path.join(REPO_ROOT, "infra", "helm", "atelier");

/** The chart rendered as one YAML stream, as the release `atelier` with the values files given. */
export async function renderChart(valuesFiles: readonly string[] = [], sets: readonly string[] = []): Promise<string> {
  const args = ["template", "atelier", CHART, ...valuesFiles.flatMap((file) => ["--values", file]), ...sets.flatMap((set) => ["--set", set])];
  return execFileSync(await helmBinary(), args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(await renderChart(process.argv.slice(2).filter(Boolean)));
}
