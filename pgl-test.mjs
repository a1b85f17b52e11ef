import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
const t=Date.now();
const db = new PGlite({ extensions: { pg_trgm, unaccent } });
await db.waitReady;
console.log('ready', Date.now()-t);
await db.exec('create extension if not exists pg_trgm; create extension if not exists unaccent;');
console.log((await db.query("select cfgname from pg_ts_config")).rows.map(r=>r.cfgname).join(','));
console.log((await db.query("select to_tsvector('swedish','vallningen skidorna') v, similarity('fischr','fischler') s, word_similarity('vallnig','vallningsjärn') w")).rows);
const t2=Date.now(); const dump = await db.dumpDataDir('none'); console.log('dump', dump.size, Date.now()-t2);
const t3=Date.now(); const db2 = new PGlite({ loadDataDir: dump, extensions:{pg_trgm} }); await db2.waitReady; console.log('load', Date.now()-t3);
try { await db.exec("set statement_timeout=100"); const t4=Date.now(); await db.query("select pg_sleep(1)"); console.log('no timeout', Date.now()-t4);} catch(e){console.log('timeout err', e.message)}
