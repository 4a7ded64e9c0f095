/**
 * Prints an ATELIER_PORT_OFFSET under which every service's port is free now, so the end-to-end stack
 * starts beside a running `make dev`, `make bench` or another test run.
 */
import net from "node:net";
import { DEFAULT_PORTS } from "@atelier/kit";

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

const ports = Object.values(DEFAULT_PORTS);
for (let attempt = 0; attempt < 50; attempt++) {
  // Above the defaults (4101-8080) and below the system's ephemeral range (32768+).
  const offset = 1000 + Math.floor(Math.random() * 20_000);
  const free = await Promise.all(ports.map((port) => canListen(port + offset)));
  if (free.every(Boolean)) {
    console.log(offset);
    process.exit(0);
  }
}
console.error("No free range of ports found for the end-to-end stack");
process.exit(1);
