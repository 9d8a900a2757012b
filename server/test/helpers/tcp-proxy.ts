import { type AddressInfo, type Server, type Socket, createConnection, createServer } from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that a test can cut and restore, to play a database that
 * becomes unreachable and comes back.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(port = 0): Promise<void> {
    const server = createServer((client) => {
      const upstream = createConnection({ host: this.targetHost, port: this.targetPort });
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  /** Drops every open connection and refuses new ones. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Accepts connections again on the same port. */
  restore(): Promise<void> {
    return this.start(this.port);
  }
}
