/**
 * Writes src/lib/api-client/routes.ts: the name, method and path of every contract, typed with its contract, for the
 * browser's typed client (the contracts themselves hold zod schemas, which the browser bundles should not carry).
 * `node scripts/api-routes.ts` after adding or changing a contract; src/lib/api-client/routes.test.ts fails while
 * the file is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateRoutesModule } from '../src/lib/api-client/routes-generator.ts';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/lib/api-client/routes.ts');
writeFileSync(target, await generateRoutesModule());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
