/**
 * Latency of the dashboard and of the routes that read one record, for a large studio's designer, through
 * the gateway: at 50 connections, and for one client alone (what a designer sees on a quiet server).
 * p95 comes from every response time (autocannon's own summary stops at p90 and p97.5).
 */
import autocannon from "autocannon";
import type { LargeStudioSample } from "./seed-large-studio";

export interface LoadShape {
  connections: number;
  seconds: number;
}

export const UNDER_LOAD: LoadShape = { connections: 50, seconds: 5 };
export const ALONE: LoadShape = { connections: 1, seconds: 2 };

export interface LatencyFigures {
  p50: number;
  p95: number;
  requestsPerSecond: number;
  non2xx: number;
}

export interface RouteLatency extends LatencyFigures {
  route: string;
  load: LoadShape;
}

/** The value below which `percent` of the sorted values fall (nearest rank). */
export function percentile(sorted: number[], percent: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((percent / 100) * sorted.length) - 1)]!;
}

export function measureLatency(url: string, cookie: string, load: LoadShape): Promise<LatencyFigures> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, headers: { cookie }, connections: load.connections, duration: load.seconds }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({ p50: percentile(times, 50), p95: percentile(times, 95), requestsPerSecond: result.requests.average, non2xx: result.non2xx });
    });
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** One request on its own, in milliseconds: the analytics before any of them is cached. */
export async function timeOneRequest(url: string, cookie: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

export const largeStudioRoutes = (sample: LargeStudioSample) => [
  "/api/dashboard/stats",
  "/api/analytics/dashboard",
  `/api/projects/${sample.projectId}`,
  `/api/rooms/${sample.roomId}/items`,
  `/api/projects/${sample.projectId}/timeline`,
];

/** Each route in turn, so they do not compete for the two cores. */
export async function measureLargeStudio(gateway: string, cookie: string, sample: LargeStudioSample): Promise<RouteLatency[]> {
  const figures: RouteLatency[] = [];
  for (const load of [UNDER_LOAD, ALONE]) {
    for (const route of largeStudioRoutes(sample)) figures.push({ route, load, ...(await measureLatency(`${gateway}${route}`, cookie, load)) });
  }
  return figures;
}
