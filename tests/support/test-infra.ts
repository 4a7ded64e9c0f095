/** This integration test file's own database and Redis database, made for it by tests/support/file-infra.ts. */
export function testDatabaseUrl(): string {
  return fromSetup("ATELIER_TEST_DATABASE_URL");
}

export function testRedisUrl(): string {
  return fromSetup("ATELIER_TEST_REDIS_URL");
}

function fromSetup(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is unset: integration tests run with tests/support/file-infra.ts as a setup file`);
  return value;
}
