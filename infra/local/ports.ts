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

/**
 * A port that nothing listens on right now, for servers that cannot take port 0 themselves. It is taken below the
 * system's ephemeral range (32768+), as freePortOffset's are: a port from that range may be handed to another
 * process's port-0 server or outgoing connection while the server is down, and a client reconnecting to its own
 * port on localhost can connect to itself.
 */
export async function freePort(host = "127.0.0.1"): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 22_000 + Math.floor(Math.random() * 10_000);
    if (await canListen(port, host)) return port;
  }
  throw new Error("No free port found below the system's ephemeral range");
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
    // Above the defaults (4101-8080), below the free ports above and the system's ephemeral range (32768+).
    const offset = 1000 + Math.floor(Math.random() * 12_500);
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
