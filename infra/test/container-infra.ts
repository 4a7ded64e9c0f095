import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { GenericContainer, getContainerRuntimeClient, Wait, type StartedTestContainer } from "testcontainers";
import { parse } from "yaml";
import { THROWAWAY_SETTINGS } from "../local/postgres";

/** The image docker-compose.yml runs a service from, so that tests run on the Postgres and Redis it deploys. */
function composeImage(service: "postgres" | "redis"): string {
  const compose = parse(readFileSync(new URL("../../docker-compose.yml", import.meta.url), "utf8"), { merge: true }) as { services: Record<string, { image: string }> };
  return compose.services[service]!.image;
}

export interface ContainerInfra {
  databaseUrl: string;
  redisUrl: string;
  stop(): Promise<void>;
}

/** Where the container runtime testcontainers found listens, or null when there is none (no Docker or Podman socket). */
export async function containerRuntime(): Promise<string | null> {
  try {
    return (await getContainerRuntimeClient()).info.containerRuntime.host;
  } catch {
    return null;
  }
}

/**
 * A test run's Postgres (with the throwaway cluster's settings) and Redis, each in a container of its own that
 * testcontainers removes when the run ends, even if it dies.
 */
export async function startContainerInfra(): Promise<ContainerInfra> {
  const password = randomBytes(18).toString("base64url");
  const [postgres, redis] = await Promise.all([
    new GenericContainer(composeImage("postgres"))
      .withEnvironment({ POSTGRES_PASSWORD: password })
      .withCommand(["postgres", ...THROWAWAY_SETTINGS.flatMap((setting) => ["-c", setting])])
      .withTmpFs({ "/var/lib/postgresql": "rw" })
      .withExposedPorts(5432)
      // The image's entrypoint starts the server once to initialise it: ready the second time.
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start(),
    new GenericContainer(composeImage("redis")).withCommand(["redis-server", "--requirepass", password, "--save", ""]).withExposedPorts(6379).withWaitStrategy(Wait.forListeningPorts()).start(),
  ]);
  const address = (container: StartedTestContainer, port: number) => `${container.getHost()}:${container.getMappedPort(port)}`;
  return {
    databaseUrl: `postgresql://postgres:${password}@${address(postgres, 5432)}/postgres`,
    redisUrl: `redis://:${password}@${address(redis, 6379)}`,
    async stop() {
      await Promise.all([postgres.stop(), redis.stop()]);
    },
  };
}
