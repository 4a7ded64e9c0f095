/**
 * Runs at most `limit` tasks at once; the others wait their turn, first come first served. For work that takes
 * a lot of memory or CPU per call (decoding an image), so that many calls at once queue rather than pile up.
 */
export function concurrencyLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so none can overtake it.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
