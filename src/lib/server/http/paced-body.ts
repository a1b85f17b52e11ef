import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';

const responses = new AsyncLocalStorage<ServerResponse>();

/** Runs the handling of one request with its Node response at hand, for the bodies `pacedBody` makes. */
export function withNodeResponse<T>(response: ServerResponse, work: () => T): T {
  return responses.run(response, work);
}

/** Resolves once the response has sent what it holds, or is closed. */
function drained(response: ServerResponse): Promise<void> {
  if (!response.writableNeedDrain || response.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      response.off('drain', done);
      response.off('close', done);
      resolve();
    };
    response.once('drain', done);
    response.once('close', done);
  });
}

/**
 * A response body read from `source` only as fast as the client takes it (README.md): Astro writes each chunk it
 * reads without waiting for the connection, so a large body sent to a slow client would otherwise be held whole.
 */
export function pacedBody(source: Readable): ReadableStream<Uint8Array> {
  const response = responses.getStore();
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (response) await drained(response);
        // A closed connection cancels the stream (Astro reads no further); nothing more is read for it.
        if (response?.destroyed) return;
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      cancel() {
        source.destroy();
      },
    },
    // Nothing is read ahead of the reader's own call.
    { highWaterMark: 0 },
  );
}
