import net from "node:net";

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

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
