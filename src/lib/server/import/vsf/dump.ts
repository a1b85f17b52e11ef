import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { StringDecoder } from 'node:string_decoder';
import { isStoreCode, type StoreCode } from '../../../store-view/config.ts';

/** The entities of a Vue Storefront catalogue, in the order they are imported (what a product names comes first). */
export const vsfEntities = [
  'attribute',
  'taxrule',
  'category',
  'product',
  'cms_page',
  'cms_block',
  'url_rewrite',
] as const;
/** One entity of a Vue Storefront catalogue. */
export type VsfEntity = (typeof vsfEntities)[number];

/** One document of a dump as text, with the line it starts on. */
export interface RawDocument {
  line: number;
  text: string;
}

/** The documents of a dump file as text. More in README.md. */
export async function* rawDocuments(file: string): AsyncGenerator<RawDocument> {
  const stream = createReadStream(file, { highWaterMark: 1 << 20 });
  const decoder = new StringDecoder('utf8');
  let first: string | undefined;
  const chunks: string[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const text = decoder.write(chunk);
    chunks.push(text);
    const start = chunks.join('').trimStart();
    if (start) {
      first = start[0];
      break;
    }
  }
  stream.destroy();
  if (first === undefined) return;
  if (first !== '[') {
    let line = 0;
    for await (const text of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
      line++;
      if (text.trim()) yield { line, text };
    }
    return;
  }
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let current: string[] = [];
  let startLine = 0;
  let from = -1;
  const arrayDecoder = new StringDecoder('utf8');
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    const text = arrayDecoder.write(chunk);
    from = depth >= 2 ? 0 : -1;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === '\n') line++;
      if (inString) {
        if (escaped) escaped = false;
        else if (c === '\\') escaped = true;
        else if (c === '"') inString = false;
        continue;
      }
      if (c === '"') inString = true;
      else if (c === '{' || c === '[') {
        depth++;
        if (depth === 2) {
          startLine = line;
          from = i;
          current = [];
        }
      } else if (c === '}' || c === ']') {
        depth--;
        if (depth === 1 && from !== -1) {
          current.push(text.slice(from, i + 1));
          yield { line: startLine, text: current.join('') };
          current = [];
          from = -1;
        }
      }
    }
    if (depth >= 2 && from !== -1) current.push(text.slice(from));
  }
}

const INDEX =
  /^vue_storefront_catalog(?:_([a-z]{2})(?=_|$))?(?:_(product|category|attribute|taxrule|cms_page|cms_block|url_rewrite|review))?(?:_\d+)?$/;
const ENTITY_SUFFIX = /(?:^|_)(product|category|attribute|taxrule|cms_page|cms_block|url_rewrite|review)(?:_\d+)?$/;

/** The entity and store a dump line names: `_type` (ES 5/6), else the index name (ES 7: `_doc`), else the file's name. */
export function entityOf(
  doc: { _index?: unknown; _type?: unknown },
  file: string,
): { entity: string | undefined; store: string | undefined } {
  const index = typeof doc._index === 'string' ? doc._index : '';
  const match = INDEX.exec(index);
  const type = typeof doc._type === 'string' && doc._type !== '_doc' && doc._type !== 'doc' ? doc._type : undefined;
  const fromName = ENTITY_SUFFIX.exec(path.basename(file).replace(/\.(nd)?jsonl?$|\.json$/i, ''))?.[1];
  return {
    entity: type ?? match?.[2] ?? ENTITY_SUFFIX.exec(index)?.[1] ?? fromName,
    store: match?.[1],
  };
}

/** Quick look at a raw line's entity without parsing it (the first `_type`/`_index` of the text). */
export function peekEntity(text: string, file: string): string | undefined {
  const index = /"_index"\s*:\s*"([^"]*)"/.exec(text)?.[1];
  const type = /"_type"\s*:\s*"([^"]*)"/.exec(text)?.[1];
  return entityOf({ _index: index, _type: type }, file).entity;
}

/** The dump files of a path: the file, or the .json/.ndjson/.jsonl files of a directory and its subdirectories. */
export async function dumpFiles(target: string): Promise<string[]> {
  const info = await stat(target);
  if (info.isFile()) return [target];
  const files: string[] = [];
  for (const entry of (await readdir(target, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = path.join(target, entry.name);
    if (entry.isDirectory()) files.push(...(await dumpFiles(full)));
    else if (/\.(json|ndjson|jsonl)$/i.test(entry.name)) files.push(full);
  }
  return files;
}

/** The store a document belongs to: `--store`, else the one its index names; undefined for a store the shop has not. */
export function storeOf(given: StoreCode | undefined, fromIndex: string | undefined): StoreCode | undefined {
  if (given) return given;
  if (fromIndex === undefined) return 'sv';
  return isStoreCode(fromIndex) ? fromIndex : undefined;
}
