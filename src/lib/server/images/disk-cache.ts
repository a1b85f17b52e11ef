import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { config } from '../config/config.ts';

/*
 * The disk cache under DATA_DIR/images is bounded (IMAGE_CACHE_MB): the process learns its size once by walking it,
 * adds what it writes, and when over the bound removes the least recently written files down to 80 %.
 */
interface DiskState {
  bytes: number;
  files: Map<string, { bytes: number; at: number }>;
  ready: Promise<void> | undefined;
  evicting: boolean;
}
const disk: DiskState = { bytes: 0, files: new Map(), ready: undefined, evicting: false };

async function walk(dir: string): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(full);
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      try {
        const info = await stat(full);
        if (!disk.files.has(full)) {
          disk.files.set(full, { bytes: info.size, at: info.mtimeMs });
          disk.bytes += info.size;
        }
      } catch {
        // removed meanwhile
      }
    }
  }
}

/** The directory of rendered images (DATA_DIR/images). */
export function imageRoot(): string {
  return path.join(config().dataDir, 'images');
}

/** Counts a file written to the image cache, removing the oldest files when over the bound. */
export async function remember(file: string, bytes: number): Promise<void> {
  disk.ready ??= walk(imageRoot());
  await disk.ready;
  const previous = disk.files.get(file);
  if (previous) disk.bytes -= previous.bytes;
  disk.files.set(file, { bytes, at: Date.now() });
  disk.bytes += bytes;
  const limit = config().imageCacheBytes;
  if (disk.bytes <= limit || disk.evicting) return;
  disk.evicting = true;
  try {
    const oldest = [...disk.files.entries()].sort((a, b) => a[1].at - b[1].at);
    for (const [name, info] of oldest) {
      if (disk.bytes <= limit * 0.8) break;
      await rm(name, { force: true });
      disk.files.delete(name);
      disk.bytes -= info.bytes;
    }
  } finally {
    disk.evicting = false;
  }
}

/** Bytes the image cache holds on disk as this process knows it (tests, diagnostics). */
export async function imageCacheBytes(): Promise<number> {
  disk.ready ??= walk(imageRoot());
  await disk.ready;
  return disk.bytes;
}
