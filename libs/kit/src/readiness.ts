/** What a process must reach to do its work, each a check that resolves when it can. */
export type ReadinessChecks = Record<string, () => Promise<unknown>>;

const READINESS_TIMEOUT_MS = 2_000;

/** Runs every check, each given READINESS_TIMEOUT_MS: ready when all pass, with each one's state ("ok" or why not). */
export async function runChecks(checks: ReadinessChecks): Promise<{ ready: boolean; checks: Record<string, string> }> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await Promise.race([
          check(),
          new Promise((_, reject) => setTimeout(() => reject(new Error("timed out")), READINESS_TIMEOUT_MS).unref()),
        ]);
        return [name, "ok"] as const;
      } catch (error) {
        return [name, error instanceof Error ? error.message : String(error)] as const;
      }
    }),
  );
  return { ready: entries.every(([, state]) => state === "ok"), checks: Object.fromEntries(entries) };
}
