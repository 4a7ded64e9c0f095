import pg from "pg";

/** Each insert into outbox_events notifies this channel once its transaction commits (the table's trigger). */
export const OUTBOX_CHANNEL = "outbox_events";

const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 30_000;

export interface ChannelListener {
  close(): Promise<void>;
}

export interface ChannelListenerHandlers {
  /** A notification arrived, or the connection was (re)made: a notification sent while it was down is lost. */
  onNotify(): void;
  /** The connection failed or was lost; it is made again after a growing delay. */
  onError(error: unknown): void;
}

/**
 * Listens on a Postgres channel over a connection of its own (LISTEN holds a session, so never a pooled one). When
 * the database restarts, it connects again, doubling its wait from 250 ms up to 30 s, and calls `onNotify` once
 * connected, so what was written meanwhile is looked at.
 */
export function listenToChannel(databaseUrl: string, channel: string, handlers: ChannelListenerHandlers): ChannelListener {
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  const connectLater = () => {
    if (closed) return;
    retry = setTimeout(() => void connect(), Math.min(FIRST_RETRY_MS * 2 ** failures, LONGEST_RETRY_MS));
    failures += 1;
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotify();
    });
    client.on("error", (error) => handlers.onError(error));
    client.on("end", () => {
      if (current !== client) return;
      current = null;
      connectLater();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      handlers.onError(error);
      void client.end().catch(() => {});
      connectLater();
      return;
    }
    if (closed) {
      await client.end();
      return;
    }
    current = client;
    failures = 0;
    handlers.onNotify();
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end();
    },
  };
}
