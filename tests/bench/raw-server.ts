/**
 * The baseline of `npm run bench:pages`: a bare node:http server answering every request with the same bytes and
 * headers the shop's output cache sent for the product page (argv: body file, headers JSON file, port). The header
 * list is prepared once, as the shop's answer front does; Node adds Date and Connection to both.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [bodyFile, headersFile, port] = process.argv.slice(2) as [string, string, string];
const body = readFileSync(bodyFile);
const headers = (JSON.parse(readFileSync(headersFile, 'utf8')) as [string, string][]).flat();
createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
