import { describe, expect, it } from "vitest";
import { concurrencyLimit } from "./concurrency-limit";

/** A task that runs until released, and records when it starts. */
function heldTask(started: string[], name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { run: async () => (started.push(name), await released, name), release };
}

describe("a concurrency limit", () => {
  it("runs at most its limit at once, the rest in the order they came, each answering its own result", async () => {
    const limited = concurrencyLimit(2);
    const started: string[] = [];
    const tasks = ["a", "b", "c", "d"].map((name) => heldTask(started, name));
    const results = tasks.map((task) => limited(task.run));
    await Promise.resolve();
    expect(started).toEqual(["a", "b"]);

    tasks[1]!.release();
    await results[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(["a", "b", "c"]);

    for (const task of tasks) task.release();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
  });

  it("frees the slot of a task that failed", async () => {
    const limited = concurrencyLimit(1);
    await expect(limited(() => Promise.reject(new Error("broken image")))).rejects.toThrow("broken image");
    expect(await limited(async () => "next")).toBe("next");
  });
});
