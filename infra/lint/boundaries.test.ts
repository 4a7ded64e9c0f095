import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const BOUNDARIES = new URL("./boundaries.mjs", import.meta.url).pathname;
const dirs: string[] = [];

/** Lays out a scratch tree shaped like the repository and runs the boundary check over it. */
async function check(files: Record<string, string>): Promise<{ status: number; output: string }> {
  const root = await mkdtemp(path.join(tmpdir(), "atelier-boundaries-"));
  dirs.push(root);
  for (const [file, source] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), source);
  }
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BOUNDARIES, "--root", root]);
    return { status: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, output: failed.stdout + failed.stderr };
  }
}

const allowed = {
  "services/projects/src/config.ts": "export const projectsConfig: { port: number } = { port: 1 };\n",
  "services/projects/src/main.ts": 'import { projectsConfig } from "./config";\nexport const port = projectsConfig.port;\n',
  "libs/kit/src/index.ts": "export const kit = 1;\n",
  "libs/kit/src/logger.ts": "export const log = 1;\n",
  "services/gateway/src/server.ts": 'import { log } from "../../../libs/kit/src/logger";\nexport const server = log;\n',
  "libs/db/src/index.ts": 'import { kit } from "../../kit/src/index";\nexport const db = kit;\n',
  "libs/contracts/src/index.ts": "export type Project = { id: string };\n",
  "web/src/lib/api.ts": 'import type { Project } from "../../../libs/contracts/src/index";\nexport const none: Project[] = [];\n',
  "web/src/app.tsx": 'import { none } from "@/lib/api";\nexport const count = none.length;\n',
  "tests/support/stack.ts": 'import { projectsConfig } from "../../services/projects/src/config";\nexport const stack = projectsConfig;\n',
};

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

// Each case starts dependency-cruiser in a process of its own: seconds on a busy machine.
describe("import boundaries", { timeout: 60_000 }, () => {
  it("pass a tree where services import only themselves and libs, web only contracts, tests anything", async () => {
    const { status, output } = await check(allowed);
    expect(output).toContain("no boundary crossed");
    expect(status).toBe(0);
  });

  it("fail, naming each rule and import, when a service, the web app or a lib crosses a boundary", async () => {
    const { status, output } = await check({
      ...allowed,
      "services/auth/src/main.ts": 'import { projectsConfig } from "../../projects/src/config";\nexport const port = projectsConfig.port;\n',
      // Through a lib counts too: libs/db would be bundled into the browser.
      "web/src/lib/api.ts": 'import { db } from "../../../libs/db/src/index";\nexport const none: number[] = [db];\n',
      "libs/money/src/index.ts": 'import type { port } from "../../../services/projects/src/main";\nexport type Port = typeof port;\n',
      // Kit's index loads the database client, so the gateway takes kit's modules one by one.
      "libs/db/src/index.ts": "export const db = 1;\n",
      "libs/kit/src/index.ts": 'export { db } from "../../db/src/index";\nexport const kit = 1;\n',
      "services/gateway/src/main.ts": 'import { kit } from "../../../libs/kit/src/index";\nexport const gateway = kit;\n',
    });
    expect(status).toBe(1);
    expect(output).toMatch(/service-imports-another-service: services\/auth\/src\/main\.ts → services\/projects\/src\/config\.ts/);
    expect(output).toMatch(/web-reaches-server-code: web\/src\/lib\/api\.ts → .*libs\/(db|kit)\/src\/index\.ts/);
    expect(output).toMatch(/gateway-reaches-the-database: services\/gateway\/src\/main\.ts → .*libs\/db\/src\/index\.ts/);
    expect(output).toMatch(/lib-imports-a-service: libs\/money\/src\/index\.ts → services\/projects\/src\/main\.ts/);
    expect(output).not.toContain("tests/support/stack.ts");
    expect(output).toContain("cross a boundary");
  });

  describe("the client portal's chunk", () => {
    const portal = {
      ...allowed,
      "web/src/lib/money.ts": "export const rand = (value: number) => `R ${value}`;\n",
      "web/src/features/quotes/lib/totals.ts": 'import { rand } from "@/lib/money";\nexport const total = rand(1);\n',
      "web/src/features/client-portal/components/quote-card.ts": 'import { rand } from "@/lib/money";\nexport const card = rand(2);\n',
      "web/src/pages/client-portal-page.tsx": 'import { card } from "@/features/client-portal/components/quote-card";\nexport const page = card;\n',
      "web/src/routes/studio-routes.tsx": 'import { total } from "@/features/quotes/lib/totals";\nexport const studio = total;\n',
      "web/src/routes/app-routes.tsx":
        'export const portalPage = () => import("@/pages/client-portal-page");\nexport const studioRoutes = () => import("./studio-routes");\n',
    };

    it("passes while the portal imports only shared code and the entry loads both sides with import()", async () => {
      const { status, output } = await check(portal);
      expect(output).toContain("no boundary crossed");
      expect(status).toBe(0);
    });

    it("fails when the portal reaches a staff feature through a module of its own, or the entry imports a side eagerly", async () => {
      const { status, output } = await check({
        ...portal,
        "web/src/features/client-portal/components/quote-card.ts": 'import { total } from "@/features/quotes/lib/totals";\nexport const card = total;\n',
        "web/src/routes/app-routes.tsx": 'import { studio } from "./studio-routes";\nexport const routes = studio;\n',
      });
      expect(status).toBe(1);
      expect(output).toMatch(/client-portal-reaches-staff-code: web\/src\/pages\/client-portal-page\.tsx → web\/src\/features\/client-portal\/components\/quote-card\.ts → web\/src\/features\/quotes\/lib\/totals\.ts/);
      expect(output).toMatch(/app-entry-loads-staff-code-eagerly: web\/src\/routes\/app-routes\.tsx → web\/src\/routes\/studio-routes\.tsx/);
    });
  });
});
