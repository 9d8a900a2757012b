import { type AddressInfo, type Server, type Socket, createConnection, createServer } from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that a test can cut and restore, to play a database that
 * becomes unreachable and comes back, or slow down, to play one that answers late.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private latencyMs = 0;
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
      this.relay(client, upstream);
      this.relay(upstream, client);
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

  /** Holds every chunk this long in each direction from now on; 0 relays at once again. */
  setLatency(ms: number): void {
    this.latencyMs = ms;
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

  /**
   * Forwards in order: a chunk is released no earlier than the one before it, so lowering the
   * latency never lets a later chunk overtake a delayed one and corrupt the protocol stream.
   */
  private relay(from: Socket, to: Socket): void {
    const queue: { chunk: Buffer; releaseAt: number }[] = [];
    let timer: NodeJS.Timeout | undefined;
    const release = () => {
      timer = undefined;
      for (let head = queue[0]; head && head.releaseAt <= Date.now(); head = queue[0]) {
        queue.shift();
        if (!to.destroyed) to.write(head.chunk);
      }
      const next = queue[0];
      if (next) timer = setTimeout(release, next.releaseAt - Date.now());
    };
    from.on('data', (chunk: Buffer) => {
      const previous = queue[queue.length - 1]?.releaseAt ?? 0;
      queue.push({ chunk, releaseAt: Math.max(Date.now() + this.latencyMs, previous) });
      if (!timer) release();
    });
    from.on('close', () => clearTimeout(timer));
  }
}
