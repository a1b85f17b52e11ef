/**
 * `npm run graphql:schema`: prints the catalogue's GraphQL schema (src/lib/server/graphql) to `schema.graphql`;
 * `-- --check` fails when the committed file is not in step with the code.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printedSchema } from '../src/lib/server/graphql/schema.ts';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'schema.graphql');
const printed = printedSchema();
if (process.argv.includes('--check')) {
  if (readFileSync(file, 'utf8') !== printed) {
    console.error('schema.graphql is not in step with src/lib/server/graphql: run npm run graphql:schema');
    process.exit(1);
  }
} else {
  writeFileSync(file, printed);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}
