/**
 * The environment of a developer's shell, for a process a test starts as a developer would (`make dev`,
 * `make test`): nothing of the vitest run the test runs in, its database, Redis or Atelier settings.
 */
export function developerEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITEST|TEST_|NODE_ENV$|DATABASE_URL$|REDIS_URL$|ATELIER_)/.test(key)));
}
