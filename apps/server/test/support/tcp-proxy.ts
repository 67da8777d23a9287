import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL, so a test can "stop the database" (drop every connection
 * and refuse new ones) and start it again without touching the shared server, or freeze some
 * connections: they stay open but nothing passes any more, as behind a network that dropped
 * them without a FIN or RST.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private readonly links = new Set<{ client: Socket; upstream: Socket; startup: string }>();
  private freezing: string | null = null;

  constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
  ) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      const link = { client, upstream, startup: '' };
      this.links.add(link);
      client.pipe(upstream).pipe(client);
      // The client's first packet is its startup message: it names the user, the database and
      // the application, which is how `freeze` recognises a connection.
      client.once('data', (first: Buffer) => {
        link.startup = first.toString('latin1');
        if (this.freezing !== null && link.startup.includes(this.freezing)) freezeLink(link);
      });
      client.on('close', () => {
        this.links.delete(link);
        upstream.destroy();
      });
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  /**
   * From now on, until `thaw`, the connections whose startup message contains `text` (an
   * application_name, say) pass nothing in either direction, without being closed.
   */
  freeze(text: string): void {
    this.freezing = text;
    for (const link of this.links) if (link.startup.includes(text)) freezeLink(link);
  }

  /** New connections pass again (frozen ones stay frozen until their ends close them). */
  thaw(): void {
    this.freezing = null;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    this.links.clear();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}

function freezeLink({ client, upstream }: { client: Socket; upstream: Socket }): void {
  client.unpipe(upstream);
  upstream.unpipe(client);
  client.pause();
  upstream.pause();
}
