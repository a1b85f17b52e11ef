/** A TCP proxy to the machine's Redis that tests close and open again, so the machine's Redis itself is never stopped. */
import { connect, createServer, type Server, type Socket } from 'node:net';

/** A TCP proxy to the machine's Redis that can be closed (connections cut, port refused) and opened again. */
export class RedisProxy {
  readonly #sockets = new Set<Socket>();
  #server: Server | undefined;
  readonly port: number;
  constructor(port: number) {
    this.port = port;
  }

  async open(): Promise<void> {
    this.#server = createServer((client) => {
      const upstream = connect(6379, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.#server!.listen(this.port, '127.0.0.1', resolve));
  }

  async close(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (!server) return;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of this.#sockets) socket.destroy();
    await closed;
  }
}
