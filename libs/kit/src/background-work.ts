/** Work a service process runs beside its routes (an outbox relay), stopped before its connections close. */
export class BackgroundWork {
  private readonly stops: Array<() => Promise<unknown>> = [];

  add(stop: () => Promise<unknown>): void {
    this.stops.push(stop);
  }

  async stop(): Promise<void> {
    await Promise.allSettled(this.stops.splice(0).map((stop) => stop()));
  }
}
