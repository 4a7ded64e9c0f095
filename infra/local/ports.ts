import net from "node:net";
import { DEFAULT_PORTS } from "@atelier/kit";

/** Ports away from the system's own Postgres (5432) and Redis (6379). */
export const LOCAL_PORTS = {
  postgres: Number(process.env.ATELIER_PG_PORT ?? 54329),
  redis: Number(process.env.ATELIER_REDIS_PORT ?? 63790),
};

export function isPortOpen(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** A port that nothing listens on right now, chosen by the system: for servers that cannot take port 0 themselves. */
export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function canListen(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * An ATELIER_PORT_OFFSET under which every service's port is free now, so a whole stack starts beside
 * a running `make dev`, `make bench` or test run.
 */
export async function freePortOffset(): Promise<number> {
  const ports = Object.values(DEFAULT_PORTS);
  for (let attempt = 0; attempt < 50; attempt++) {
    // Above the defaults (4101-8080) and below the system's ephemeral range (32768+).
    const offset = 1000 + Math.floor(Math.random() * 20_000);
    if ((await Promise.all(ports.map((port) => canListen(port + offset)))).every(Boolean)) return offset;
  }
  throw new Error("No free range of ports found for a stack of Atelier's services");
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
