import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// The test files of a worker share one module cache (isolate: false), so that React, Radix and jsdom load once.
// Each file still starts with the app's own modules fresh (the toast on show, the fake socket's calls) and an
// empty storage, as a page load does.
vi.resetModules();
// A file on Node's own environment (drain-queue.test.ts) has no storage.
globalThis.localStorage?.clear();
globalThis.sessionStorage?.clear();

// Testing Library only cleans up by itself when the runner exposes globals, which this project does not.
afterEach(cleanup);
