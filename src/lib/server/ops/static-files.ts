import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import send from 'send';

/** Built assets: their names carry a content hash, so browsers may keep them for a year. */
const ASSETS = '/_astro/';

/**
 * The files of the build (`dist/client`: built assets under `/_astro/`, public files, the prerendered offline pages),
 * listed once at start. More in README.md.
 */
export function staticFiles(clientDir: string): {
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  size: number;
} {
  // URL path → file path below clientDir; a prerendered page (offline/index.html) also by its directory.
  const files = new Map<string, string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const url = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), url);
      else if (entry.isFile() && !entry.name.startsWith('.')) {
        files.set(url, url);
        if (entry.name === 'index.html') {
          files.set(`${prefix}/`, url);
          if (prefix) files.set(prefix, url);
        }
      }
    }
  };
  walk(clientDir, '');

  function serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const target = request.url ?? '/';
    const mark = target.indexOf('?');
    const rawPath = mark < 0 ? target : target.slice(0, mark);
    let file = files.get(rawPath);
    if (file === undefined && rawPath.includes('%')) {
      try {
        file = files.get(decodeURIComponent(rawPath));
      } catch {
        return false;
      }
    }
    if (file === undefined) return false;
    const immutable = file.startsWith(ASSETS);
    send(request, file, { root: clientDir, dotfiles: 'deny', index: false, redirect: false })
      .on('stream', () => {
        if (immutable) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      })
      .on('error', (error) => {
        // Listed at start, gone since (a rebuild under a running process): not found, like any unknown file.
        const status = error.statusCode ?? error.status ?? 500;
        if (status >= 500) console.error('[static] could not send', file, error.message);
        if (!response.headersSent) response.writeHead(status).end();
        else response.destroy();
      })
      .pipe(response);
    return true;
  }

  return { serve, size: files.size };
}
