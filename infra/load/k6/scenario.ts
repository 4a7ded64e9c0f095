/**
 * A load scenario of infra/load/scenarios.ts for k6, which runs TypeScript as it is (k6 0.57 or newer):
 *
 *   k6 run -e BASE_URL=https://atelier.example.com -e SCENARIO=designers-day infra/load/k6/scenario.ts
 *
 * SCENARIO: designers-day or dashboard-morning; USERS (200) and DURATION ("2m"). First (k6's setup) each simulated
 * user signs a studio of its own up and makes a project with a room; then every user works through the scenario's
 * passes at once. The run fails on more than 1% of requests failing or a pass's request over its 95th percentile
 * limit. `make load` runs the same scenarios here.
 */
import { check, fail, sleep } from "k6";
import http from "k6/http";
import { ERROR_RATE_LIMIT, scenarioNamed, userSetup, type LoadRequest, type UserRecords } from "../scenarios";

const BASE_URL = __ENV.BASE_URL ?? "http://localhost:8080";
const USERS = Number(__ENV.USERS ?? 200);
const scenario = scenarioNamed(__ENV.SCENARIO ?? "designers-day");

export const options = {
  vus: USERS,
  duration: __ENV.DURATION ?? "2m",
  setupTimeout: "10m",
  thresholds: {
    http_req_failed: [`rate<${ERROR_RATE_LIMIT}`],
    ...Object.fromEntries(
      Object.entries(scenario.p95Ms).map(([key, ms]) => {
        const [method, route] = key.split(" ");
        return [`http_req_duration{method:${method},route:${route},phase:pass}`, [`p(95)<${ms}`]];
      }),
    ),
  },
};

interface SimulatedUser {
  /** The session cookie, "name=value", as the browser sends it back. */
  cookie: string;
  records: UserRecords;
}

/**
 * Sends one request as the browser would: the user's session cookie, and the page's own Origin on a change. Each
 * request gets an empty cookie jar, so only the given cookie goes. Set-up requests are tagged apart from the passes'.
 */
function send(request: LoadRequest, phase: "set-up" | "pass", cookie = "") {
  const response = http.request(request.method, `${BASE_URL}${request.path}`, request.body === undefined ? null : JSON.stringify(request.body), {
    headers: { "content-type": "application/json", origin: BASE_URL, ...(cookie ? { cookie } : {}) },
    jar: new http.CookieJar(),
    tags: { route: request.route, phase },
    responseCallback: http.expectedStatuses(request.expect),
  });
  check(response, { [`${request.method} ${request.route} answers ${request.expect}`]: (answer) => answer.status === request.expect });
  return response;
}

export function setup(): SimulatedUser[] {
  const runId = `${Date.now()}`;
  return Array.from({ length: USERS }, (_, index) => {
    const registered = send(userSetup.register(index + 1, runId), "set-up");
    if (registered.status !== 201) fail(`could not sign a studio up: ${registered.status}`);
    const cookie = String(registered.headers["Set-Cookie"] ?? "").split(";")[0]!;
    const projectId = send(userSetup.project(index + 1), "set-up", cookie).json("id") as string;
    const roomId = send(userSetup.room(projectId), "set-up", cookie).json("id") as string;
    return { cookie, records: { projectId, roomId } };
  });
}

export default function (users: SimulatedUser[]) {
  const user = users[(__VU - 1) % users.length]!;
  for (const request of scenario.pass(user.records, __ITER, __VU)) send(request, "pass", user.cookie);
  sleep(scenario.thinkSeconds);
}
