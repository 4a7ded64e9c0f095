import { existsSync, readdirSync } from "node:fs";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Metafile, type Plugin } from "esbuild";

const REPO_ROOT = path.resolve(import.meta.dirname, "../..");
const ENTRY_FILES = ["main", "worker"] as const;
export type EntryFile = (typeof ENTRY_FILES)[number];

/** Where a service's process is bundled to: `services/<service>/dist/<entry>.mjs`, beside its source map. */
function serviceBundle(service: string, entry: EntryFile = "main"): string {
  return path.join(REPO_ROOT, "services", service, "dist", `${entry}.mjs`);
}

/** Node's arguments to run a service's process from its bundle, with stack traces pointing at the TypeScript. */
export const bundleArgs = (service: string, entry: EntryFile = "main"): string[] => ["--enable-source-maps", serviceBundle(service, entry)];

const inputsFile = (bundle: string) => `${bundle}.inputs.json`;

/** The migrate command (libs/db/src/cli/migrate.ts) as the images run it, once, before any service starts. */
export const MIGRATE_BUNDLE = path.join(REPO_ROOT, "libs", "db", "dist", "migrate.mjs");

/**
 * Every process of every service: each service's `src/main.ts`, and `src/worker.ts` where it has job workers; and
 * the migrate command.
 */
function allEntries() {
  const services = readdirSync(path.join(REPO_ROOT, "services")).flatMap((service) =>
    ENTRY_FILES.map((entry) => ({ source: path.join(REPO_ROOT, "services", service, "src", `${entry}.ts`), bundle: serviceBundle(service, entry) })).filter(
      ({ source }) => existsSync(source),
    ),
  );
  return [...services, { source: path.join(REPO_ROOT, "libs", "db", "src", "cli", "migrate.ts"), bundle: MIGRATE_BUNDLE }];
}

/**
 * The workspace's TypeScript goes into the bundle; packages stay outside it, imported from the file Node would
 * load for the importing source (a lib may carry its own version of a package), and `import.meta.url` keeps
 * naming the source file, whose neighbours (migrations, the speech model's inputs, the web app) are read at run time.
 */
const sourceLayout: Plugin = {
  name: "source-layout",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith("@atelier/") || args.pluginData === "resolving") return undefined;
      if (args.path.startsWith("node:")) return { path: args.path, external: true };
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: "resolving" });
      return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path, external: true };
    });
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      return { contents: source.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)), loader: "ts" };
    });
  },
};

/** A bundle is current when it exists and no source it was made from changed (or went) since. */
async function isCurrent(bundle: string): Promise<boolean> {
  try {
    const [built, inputs] = await Promise.all([stat(bundle), readFile(inputsFile(bundle), "utf8")]);
    const times = await Promise.all((JSON.parse(inputs) as string[]).map(async (input) => (await stat(input)).mtimeMs));
    return times.every((time) => time <= built.mtimeMs);
  } catch {
    return false;
  }
}

/** The metafile names files relative to the build's working directory, the repository's root. */
function inputsOf(metafile: Metafile, bundle: string): string[] {
  const output = metafile.outputs[path.relative(REPO_ROOT, bundle)];
  return Object.keys(output?.inputs ?? {}).map((input) => path.resolve(REPO_ROOT, input));
}

/** Writes through a temporary file, so a process starting meanwhile (another run's) never reads half a bundle. */
async function writeAtomically(file: string, contents: Uint8Array) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, contents);
  await rename(temporary, file);
}

/**
 * Bundles each service process into one JavaScript file, so it starts without compiling TypeScript; only the
 * bundles whose sources changed are made again. Answers how many were made.
 */
export async function buildServiceBundles(): Promise<number> {
  const entries = allEntries();
  const stale = (await Promise.all(entries.map(async (entry) => ((await isCurrent(entry.bundle)) ? [] : [entry])))).flat();
  if (stale.length === 0) return 0;
  const result = await build({
    entryPoints: stale.map(({ source, bundle }) => ({ in: source, out: path.relative(REPO_ROOT, bundle).replace(/\.mjs$/, "") })),
    absWorkingDir: REPO_ROOT,
    outdir: REPO_ROOT,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    metafile: true,
    write: false,
    logLevel: "warning",
    plugins: [sourceLayout],
  });
  await Promise.all(result.outputFiles.map((file) => writeAtomically(file.path, file.contents)));
  // Written last: a bundle without its list of inputs is made again next time.
  await Promise.all(stale.map(({ bundle }) => writeAtomically(inputsFile(bundle), new TextEncoder().encode(JSON.stringify(inputsOf(result.metafile, bundle))))));
  return stale.length;
}
