/**
 * Serves the repository content as a LexasCMS-like JSON:API service on PORT (default 18400), for running the shop
 * against a content service: `node tests/integration/content/serve-fake.ts` then `CONTENT_SERVICE_URL=http://127.0.0.1:18400 …`.
 */
import { startFakeContentService } from './jsonapi-server.ts';

const service = await startFakeContentService({ port: Number(process.env.PORT ?? 18400) });
console.log(`Fake content service on ${service.url}`);
process.on('SIGTERM', () => void service.close().then(() => process.exit(0)));
