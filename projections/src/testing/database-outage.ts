import { createServer, Socket, type AddressInfo, type Server } from 'node:net';

/**
 * A TCP relay between the code under test and PostgreSQL that can take the database away the way an
 * operator meets it: `down()` cuts every open connection and refuses new ones (ECONNREFUSED-like resets)
 * until `up()`. Point a shop's DATABASE_URL at `url` to test an outage without stopping the shared server.
 */
export interface DatabaseOutage {
  /** The target URL with host and port replaced by the relay's. */
  readonly url: string;
  /** Cuts every open connection and refuses new ones. */
  down(): void;
  /** Lets connections through again. */
  up(): void;
  readonly isDown: boolean;
  close(): Promise<void>;
}

export async function startDatabaseOutage(databaseUrl: string): Promise<DatabaseOutage> {
  const target = new URL(databaseUrl);
  const targetHost = target.hostname;
  const targetPort = Number(target.port || 5432);
  const open = new Set<Socket>();
  let isDown = false;

  const server: Server = createServer((client) => {
    if (isDown) {
      client.resetAndDestroy();
      return;
    }
    const upstream = new Socket();
    open.add(client).add(upstream);
    const forget = () => {
      open.delete(client);
      open.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
    upstream.connect(targetPort, targetHost, () => {
      client.pipe(upstream);
      upstream.pipe(client);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relayed = new URL(databaseUrl);
  relayed.hostname = '127.0.0.1';
  relayed.port = String((server.address() as AddressInfo).port);

  return {
    url: relayed.toString(),
    get isDown() {
      return isDown;
    },
    down() {
      isDown = true;
      for (const socket of open) socket.resetAndDestroy();
      open.clear();
    },
    up() {
      isDown = false;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
