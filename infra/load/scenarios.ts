/**
 * The load scenarios, written once for both runners: k6 (infra/load/k6/scenario.ts, for operators) and the Node
 * driver of `make load` (infra/load/load.ts, here). Plain data and functions, with no import of either runtime.
 */

/** More than 1% of requests failing fails a run. */
export const ERROR_RATE_LIMIT = 0.01;

export interface LoadRequest {
  /** The route's template, the name its figures are kept under. */
  route: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  /** The status that counts as success. */
  expect: number;
}

/** What a simulated designer works on, made once when the user starts. */
export interface UserRecords {
  projectId: string;
  roomId: string;
}

export interface Scenario {
  name: string;
  summary: string;
  /** One pass of a user's work, in order: `pass` counts from 0, `user` is the simulated user's number. */
  pass(records: UserRecords, pass: number, user: number): LoadRequest[];
  /** The pause between passes, as a person reading the page. */
  thinkSeconds: number;
  /** Each request's 95th percentile must stay under this many milliseconds, by "METHOD route". */
  p95Ms: Record<string, number>;
}

/** A simulated user's own studio, designer and project with one room, through the API as a new studio makes them. */
export const userSetup = {
  register: (user: number, runId: string): LoadRequest => ({
    route: "/api/register",
    method: "POST",
    path: "/api/register",
    body: { email: `load-${runId}-${user}@example.co.za`, password: "load-test-password", firstName: "Thandiwe", lastName: `Load ${user}` },
    expect: 201,
  }),
  project: (user: number): LoadRequest => ({
    route: "/api/projects",
    method: "POST",
    path: "/api/projects",
    body: { name: `Load Residence ${user}`, clientName: "Pieter van der Merwe", clientEmail: "pieter@example.co.za", budget: 850000, startDate: "2026-11-02" },
    expect: 201,
  }),
  room: (projectId: string): LoadRequest => ({ route: "/api/projects/:projectId/rooms", method: "POST", path: `/api/projects/${projectId}/rooms`, body: { name: "Main Lounge" }, expect: 201 }),
};

const get = (route: string, path: string): LoadRequest => ({ route, method: "GET", path, expect: 200 });

/** A designer's working day: opening the project, adding rooms and items, reading them back. */
const designersDay: Scenario = {
  name: "designers-day",
  summary: "a designer opens the project, adds a room and an item, and reads the room's items",
  thinkSeconds: 1,
  pass: ({ projectId, roomId }, pass) => [
    get("/api/user", "/api/user"),
    get("/api/projects", "/api/projects"),
    get("/api/projects/:projectId", `/api/projects/${projectId}`),
    get("/api/projects/:projectId/rooms", `/api/projects/${projectId}/rooms`),
    ...(pass % 5 === 0 ? [{ route: "/api/projects/:projectId/rooms", method: "POST" as const, path: `/api/projects/${projectId}/rooms`, body: { name: `Bedroom ${pass / 5 + 2}` }, expect: 201 }] : []),
    {
      route: "/api/rooms/:roomId/items",
      method: "POST",
      path: `/api/rooms/${roomId}/items`,
      body: { name: `Linen curtain ${pass + 1}`, quantity: 2, costEstimate: "4250.00" },
      expect: 201,
    },
    get("/api/rooms/:roomId/items", `/api/rooms/${roomId}/items`),
  ],
  p95Ms: {
    "GET /api/user": 1_500,
    "GET /api/projects": 2_000,
    "GET /api/projects/:projectId": 2_000,
    "GET /api/projects/:projectId/rooms": 2_000,
    "POST /api/projects/:projectId/rooms": 2_500,
    "POST /api/rooms/:roomId/items": 2_500,
    "GET /api/rooms/:roomId/items": 2_000,
  },
};

/** The first hour of a studio's day: everyone opening the dashboard at once. */
const dashboardMorning: Scenario = {
  name: "dashboard-morning",
  summary: "designers open the dashboard: its figures, this week's meetings, notifications and analytics",
  thinkSeconds: 2,
  pass: () => [
    get("/api/user", "/api/user"),
    get("/api/dashboard/stats", "/api/dashboard/stats"),
    get("/api/dashboard/this-week", "/api/dashboard/this-week"),
    get("/api/notifications", "/api/notifications"),
    get("/api/analytics/dashboard", "/api/analytics/dashboard"),
  ],
  p95Ms: {
    "GET /api/user": 1_500,
    "GET /api/dashboard/stats": 2_000,
    "GET /api/dashboard/this-week": 2_000,
    "GET /api/notifications": 2_000,
    "GET /api/analytics/dashboard": 2_000,
  },
};

/** The name a request's figures are kept under, and its limit looked up by. */
export const requestKey = ({ method, route }: Pick<LoadRequest, "method" | "route">) => `${method} ${route}`;

export const SCENARIOS: readonly Scenario[] = [designersDay, dashboardMorning];

export function scenarioNamed(name: string): Scenario {
  const found = SCENARIOS.find((scenario) => scenario.name === name);
  if (!found) throw new Error(`No load scenario "${name}": ${SCENARIOS.map((scenario) => scenario.name).join(", ")}`);
  return found;
}
