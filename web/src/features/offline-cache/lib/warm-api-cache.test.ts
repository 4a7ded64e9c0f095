import { afterEach, describe, expect, it } from "vitest";
import { cliftonVilla, image, mainLounge, thandi } from "@/test/fixtures";
import { serve, type Routes } from "@/test/gateway";
import { stopApiCacheWarmUp, warmApiCache, WARM_UP_MAX_IMAGES, WARM_UP_MAX_PROJECTS } from "./warm-api-cache";

afterEach(() => stopApiCacheWarmUp());

const stats = {
  activeProjects: 1,
  totalRevenue: "0.00",
  revenueBasis: "approved_quotes",
  pendingApprovals: 0,
  trends: { activeProjects: { percentChange: null }, totalRevenue: { percentChange: null }, pendingApprovals: { percentChange: null } },
};

/** A studio whose projects are `projects`, each with Main Lounge's room, and empty lists for every project and room read. */
function studio(projects: (typeof cliftonVilla)[]): Routes {
  const routes: Routes = {
    "GET /api/user": () => Response.json(thandi),
    "GET /api/dashboard/stats": () => Response.json(stats),
    "GET /api/dashboard/this-week": () => Response.json({ entries: [] }),
    "GET /api/logistics/this-week": () => Response.json({ entries: [] }),
    "GET /api/projects": () => Response.json(projects),
  };
  for (const project of projects) {
    const room = { ...mainLounge, id: `${project.id.slice(0, -4)}0000`, projectId: project.id };
    routes[`GET /api/projects/${project.id}`] = () => Response.json(project);
    routes[`GET /api/projects/${project.id}/rooms`] = () => Response.json([room]);
    for (const tab of ["timeline", "images", "deliveries", "productions"]) routes[`GET /api/projects/${project.id}/${tab}`] = () => Response.json([]);
    routes[`GET /api/rooms/${room.id}`] = () => Response.json(room);
    for (const part of ["items", "images", "voice-notes"]) routes[`GET /api/rooms/${room.id}/${part}`] = () => Response.json([]);
  }
  return routes;
}

const projectNumbered = (n: number, status: "active" | "completed" = "active") => ({
  ...cliftonVilla,
  id: `3b0f6d2e-5a4c-4e1b-9f8a-${n.toString().padStart(12, "0")}`,
  status,
});
const readsOf = (fetchMock: ReturnType<typeof serve>) => fetchMock.mock.calls.map(([url]) => String(url));

describe("warmApiCache", () => {
  it("reads, one after another, everything that reaches each room of an active project", async () => {
    const fetchMock = serve(studio([cliftonVilla]));

    await warmApiCache();

    const project = `/api/projects/${cliftonVilla.id}`;
    const room = `/api/rooms/${cliftonVilla.id.slice(0, -4)}0000`;
    expect(readsOf(fetchMock)).toEqual([
      "/api/user",
      "/api/dashboard/stats",
      "/api/dashboard/this-week",
      "/api/logistics/this-week",
      "/api/projects",
      project,
      `${project}/timeline`,
      `${project}/images`,
      `${project}/deliveries`,
      `${project}/productions`,
      `${project}/rooms`,
      room,
      `${room}/items`,
      `${room}/images`,
      `${room}/voice-notes`,
    ]);
  });

  it(`reads each of a project's ${WARM_UP_MAX_IMAGES} newest images as its tile shows it, and goes on past one that cannot be read`, async () => {
    const images = Array.from({ length: WARM_UP_MAX_IMAGES + 5 }, (_, n) =>
      image({ id: `2f3e4d5c-6b7a-4c8d-9e0f-${n.toString().padStart(12, "0")}`, url: `/objects/photo-${n}`, thumbnailUrl: n === 1 ? null : `/objects/thumb-${n}` }),
    );
    const fetchMock = serve({ ...studio([cliftonVilla]), [`GET /api/projects/${cliftonVilla.id}/images`]: () => Response.json(images) });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => (String(input) === "/objects/thumb-0" ? Promise.reject(new TypeError("Failed to fetch")) : answer(input, init)));

    await warmApiCache();

    const kept = readsOf(fetchMock).filter((url) => url.startsWith("/objects/"));
    expect(kept.slice(0, 3)).toEqual(["/objects/thumb-0", "/objects/photo-1", "/objects/thumb-2"]);
    expect(kept).toHaveLength(WARM_UP_MAX_IMAGES);
    expect(readsOf(fetchMock).at(-1)).toBe(`/api/rooms/${cliftonVilla.id.slice(0, -4)}0000/voice-notes`);
  });

  it(`keeps to the studio's ${WARM_UP_MAX_PROJECTS} newest active projects, never completed or pending ones`, async () => {
    const projects = [projectNumbered(0, "completed"), ...Array.from({ length: WARM_UP_MAX_PROJECTS + 2 }, (_, n) => projectNumbered(n + 1))];
    const fetchMock = serve(studio(projects));

    await warmApiCache();

    const opened = readsOf(fetchMock).filter((url) => /^\/api\/projects\/[^/]+$/.test(url));
    expect(opened).toEqual(projects.slice(1, WARM_UP_MAX_PROJECTS + 1).map((project) => `/api/projects/${project.id}`));
  });

  it("sends nothing more once stopped, as when the designer signs out", async () => {
    const routes = studio([cliftonVilla]);
    const fetchMock = serve({
      ...routes,
      [`GET /api/projects/${cliftonVilla.id}/images`]: () => {
        stopApiCacheWarmUp();
        return Response.json([]);
      },
    });

    await expect(warmApiCache()).rejects.toThrow("The warm-up was stopped");
    expect(readsOf(fetchMock).at(-1)).toBe(`/api/projects/${cliftonVilla.id}/images`);
  });

  it("ends at the first read that fails, such as the session having ended", async () => {
    const fetchMock = serve({ ...studio([cliftonVilla]), "GET /api/dashboard/stats": () => Response.json({ message: "Not authenticated" }, { status: 401 }) });

    await expect(warmApiCache()).rejects.toThrow("401");
    expect(readsOf(fetchMock)).toEqual(["/api/user", "/api/dashboard/stats"]);
  });
});
