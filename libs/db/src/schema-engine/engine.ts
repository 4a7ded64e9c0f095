import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import * as bindings from "@prisma/schema-engine-wasm/schema_engine_bg";
import { schemaEngineAdapter } from "./adapter";

export type SchemaEngine = bindings.SchemaEngine;

// lib ES2023 and @types/node 20 declare no WebAssembly types; this is the one call made here.
declare const WebAssembly: {
  instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: Record<string, unknown> } }>;
};

const ignoreLogs = () => {};

let instantiated: Promise<void> | undefined;

/**
 * Runs `use` with Prisma's schema engine compiled to WebAssembly, which diffs schemas without the native engine
 * binary (that cannot be downloaded here). `adminUrl` is the server the engine works on; it must be allowed to
 * create databases when the engine needs a shadow database.
 */
export async function withSchemaEngine<T>(
  adminUrl: string,
  schema: string,
  use: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  await (instantiated ??= instantiate());
  const adapter = schemaEngineAdapter(adminUrl);
  try {
    const engine = await bindings.SchemaEngine.new(
      { datamodels: [["schema.prisma", schema]] },
      ignoreLogs,
      adapter.factory,
    );
    try {
      return await use(engine);
    } finally {
      engine.free();
    }
  } finally {
    await adapter.close();
  }
}

async function instantiate(): Promise<void> {
  // The module reports a Rust panic's message to this global, then aborts with a bare "unreachable" error,
  // often from a callback no caller can catch: the message is printed here or lost.
  Object.assign(globalThis, {
    PRISMA_WASM_PANIC_REGISTRY: {
      set_message: (message: string) => process.stderr.write(`Prisma's schema engine panicked: ${message}\n`),
    },
  });
  const bindingsFile = createRequire(import.meta.url).resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const bytes = await readFile(join(dirname(bindingsFile), "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bindings });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
}
