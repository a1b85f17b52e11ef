/** The part of `send`'s API the shop's static file answers use (the package ships no types). */
declare module 'send' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { Stream } from 'node:stream';

  interface SendOptions {
    root?: string;
    dotfiles?: 'allow' | 'deny' | 'ignore';
    index?: string[] | false;
    redirect?: boolean;
  }
  interface SendStream extends Stream {
    on(event: 'error', listener: (error: Error & { status?: number; statusCode?: number }) => void): this;
    on(event: 'stream' | 'file' | 'end', listener: () => void): this;
    pipe<T extends NodeJS.WritableStream>(destination: T): T;
  }
  function send(request: IncomingMessage, path: string, options?: SendOptions): SendStream;
  export default send;
  export type { SendStream, ServerResponse };
}
