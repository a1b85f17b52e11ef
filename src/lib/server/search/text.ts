import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { StoreCode } from '../../store-view/config.ts';
import { textSearchConfig, wordsOf } from './indexer.ts';

/** At most this many terms of a query are used (keeps every query bounded). */
export const MAX_TERMS = 10;
/** Trigram thresholds of the typo lookup (pg_trgm's defaults are 0.3 and 0.6). */
const TRIGRAM_SIMILARITY = 0.15;
const TRIGRAM_WORD_SIMILARITY = 0.45;
/** At most this many corrections per term are tried. */
const MAX_CORRECTIONS = 8;
/** At most this many compounds per term are matched (the most frequent words first). */
const MAX_COMPOUNDS = 20;
/** Inflection endings a compound's last part may carry beyond the query's stem ("skid" + "or" in "längdskidor"). */
const MAX_COMPOUND_ENDING = 3;
/** The shortest first part of a compound ("alpin" in "alpinskidor"; the linking "s" counts). */
const MIN_COMPOUND_HEAD = 3;

/** True when `word` is a compound ending in the query term. More in README.md. */
export function endsCompound(term: string, stem: string, word: string): boolean {
  for (const part of new Set([term, stem])) {
    if (part.length < 3) continue;
    const at = word.lastIndexOf(part);
    if (at >= MIN_COMPOUND_HEAD && word.length - at - part.length <= MAX_COMPOUND_ENDING) return true;
  }
  return false;
}

/**
 * Typos allowed in a term of this length: at most 2 (the contract's fuzziness), graded as Elasticsearch's
 * `AUTO`: none up to 2 letters, one for 3 to 5, two from 6. Two edits in a 5-letter word leave 3 letters of it
 * ("valla" would stand for "vapaa").
 */
export function allowedEdits(term: string): number {
  if (term.length <= 2) return 0;
  if (term.length <= 5) return 1;
  return 2;
}

/** Optimal string alignment distance (edits incl. transpositions), stopping early above `max`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, current[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, prevPrev[j - 2]! + 1);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = current;
  }
  return prev[b.length]!;
}

/**
 * How far a query term is from an indexed word: the edit distance to the whole word, or, for terms of four
 * letters or more, to the word's beginning (so "vallnig" finds the compound "vallningsjärn").
 */
export function termDistance(term: string, word: string): { distance: number; prefix: boolean } {
  const max = allowedEdits(term);
  const whole = editDistance(term, word, max);
  if (whole <= max || term.length < 4) return { distance: whole, prefix: false };
  let best = max + 1;
  for (let length = Math.max(1, term.length - max); length <= Math.min(word.length - 1, term.length + max); length++) {
    best = Math.min(best, editDistance(term, word.slice(0, length), max));
  }
  return { distance: best, prefix: best <= max };
}

/** A query term with the indexed words it may stand for. */
export interface AnalyzedTerm {
  term: string;
  /** Indexed words within the allowed typos (not the term itself), closest first. */
  corrections: { word: string; distance: number; docCount: number; prefix: boolean }[];
  /** True when the term itself is an indexed word or the start of one. */
  known: boolean;
  /** Indexed compounds ending in the term (endsCompound), most frequent first. */
  compounds?: string[];
}

/** Splits a search text into at most MAX_TERMS distinct terms. */
export function termsOf(text: string): string[] {
  return [...new Set(wordsOf(text.slice(0, 500)).filter((w) => w.length <= 40))].slice(0, MAX_TERMS);
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];

/** Analysed terms per database, for one version of the index (the word list changes only with a full build). */
const termCache = new WeakMap<Db, { version: string; terms: Map<string, AnalyzedTerm> }>();
/** At most this many analysed terms are kept per database. */
const TERM_CACHE_SIZE = 5000;

function cacheOf(db: Db): { version: string; terms: Map<string, AnalyzedTerm> } {
  let cache = termCache.get(db);
  if (!cache) termCache.set(db, (cache = { version: '', terms: new Map() }));
  return cache;
}

/** The index version the cached analysed terms belong to ('' before any search reported one). */
export function analyzedTermsVersion(db: Db): string {
  return cacheOf(db).version;
}

/** Records the index version a search saw: a new version (the word list was rebuilt) empties the cache. */
export function noteIndexVersion(db: Db, version: string): void {
  const cache = cacheOf(db);
  if (cache.version !== version) termCache.set(db, { version, terms: new Map() });
}

/** Drops the cached analysed terms of a database (benchmarks measure the uncached path with it). */
export function forgetAnalyzedTerms(db: Db): void {
  cacheOf(db).terms.clear();
}

/** The cache key of a term's analysis in a store. */
const termKey = (store: StoreCode, term: string) => `${store}\u0000${term}`;

/** True when every term's analysis is cached (analyzeTerms then reads nothing). */
export function termsCached(cacheDb: Db, store: StoreCode, terms: readonly string[]): boolean {
  const cache = cacheOf(cacheDb);
  return terms.every((term) => cache.terms.has(termKey(store, term)));
}

/**
 * Looks up the typo corrections of each term in the store's word list (trigram index, then edit distance), through
 * a cache per database (`cacheDb`; the search checks the index version and empties it when the word list changed).
 * `db` runs the lookups (the search's transaction).
 */
export async function analyzeTerms(
  cacheDb: Db,
  db: Db,
  store: StoreCode,
  terms: readonly string[],
): Promise<AnalyzedTerm[]> {
  if (terms.length === 0) return [];
  const cache = cacheOf(cacheDb);
  const key = (term: string) => termKey(store, term);
  const missing = terms.filter((term) => !cache.terms.has(key(term)));
  if (missing.length > 0) {
    const found = await lookUpTerms(db, store, missing);
    if (cache.terms.size + found.length > TERM_CACHE_SIZE) cache.terms.clear();
    for (const analyzed of found) cache.terms.set(key(analyzed.term), analyzed);
  }
  return terms.map((term) => cache.terms.get(key(term)) ?? { term, corrections: [], known: false });
}

async function lookUpTerms(db: Db, store: StoreCode, terms: readonly string[]): Promise<AnalyzedTerm[]> {
  if (terms.length === 0) return [];
  const values = sql.join(
    terms.map((term, index) => sql`(${index}::int, ${term}::text)`),
    sql`, `,
  );
  // pg_trgm's default thresholds (similarity 0.3, word similarity 0.6) miss typos the search allows: a swapped pair
  // or a doubled letter in a short word shares few trigrams with the word meant ("skdior" and "skidor" 0.27, "jakca"
  // and "jacka" 0.2). Lower ones, for this transaction only, let more words through the trigram index; the edit
  // distance (allowedEdits) then decides.
  await db.execute(
    sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(TRIGRAM_SIMILARITY)}, true), set_config('pg_trgm.word_similarity_threshold', ${String(TRIGRAM_WORD_SIMILARITY)}, true)`,
  );
  const rows = rowsOf(
    await db.execute(sql`
    SELECT q.i AS i, st.term AS term, st.doc_count AS doc_count
    FROM (VALUES ${values}) AS q(i, t)
    CROSS JOIN LATERAL (
      SELECT term, doc_count FROM search_terms
      WHERE store_code = ${store} AND (term % q.t OR q.t <% term)
      ORDER BY similarity(term, q.t) DESC, doc_count DESC
      LIMIT 40
    ) st`),
  );
  const compounds = await lookUpCompounds(db, store, terms);
  return terms.map((term, index) => {
    const corrections: AnalyzedTerm['corrections'] = [];
    let known = false;
    for (const row of rows) {
      if (Number(row.i) !== index) continue;
      const word = String(row.term);
      if (word === term || (term.length >= 3 && word.startsWith(term))) known = true;
      if (word === term) continue;
      const { distance, prefix } = termDistance(term, word);
      if (distance > allowedEdits(term)) continue;
      if (word.startsWith(term)) continue; // covered by the prefix match of the term itself
      corrections.push({ word, distance, docCount: Number(row.doc_count), prefix });
    }
    corrections.sort(
      (a, b) => a.distance - b.distance || Number(a.prefix) - Number(b.prefix) || b.docCount - a.docCount,
    );
    const ending = compounds[index] ?? [];
    return {
      term,
      corrections: corrections.slice(0, MAX_CORRECTIONS),
      known: known || ending.length > 0,
      ...(ending.length ? { compounds: ending } : {}),
    };
  });
}

/** Stemming dictionaries of the stores' text search configurations. */
const stemDictionary: Record<StoreCode, string> = { sv: 'swedish_stem', no: 'norwegian_stem', fi: 'finnish_stem' };

/**
 * The indexed compounds ending in each term (per term, most frequent first): words holding the term's stem, found
 * with the word list's trigram index (LIKE '%stem%'), then checked by endsCompound.
 */
async function lookUpCompounds(db: Db, store: StoreCode, terms: readonly string[]): Promise<string[][]> {
  const candidates = terms
    .map((term, index) => ({ term, index }))
    .filter(({ term }) => term.length >= 3 && /^\p{L}+$/u.test(term));
  if (candidates.length === 0) return terms.map(() => []);
  const dictionary = stemDictionary[store] ?? `${textSearchConfig[store]}_stem`;
  const values = sql.join(
    candidates.map(({ term, index }) => sql`(${index}::int, ${term}::text)`),
    sql`, `,
  );
  const rows = rowsOf(
    await db.execute(sql`
    SELECT q.i AS i, q.s AS stem, st.term AS term
    FROM (SELECT v.i, v.t, coalesce((ts_lexize(${dictionary}::regdictionary, v.t))[1], v.t) AS s FROM (VALUES ${values}) AS v(i, t)) q
    CROSS JOIN LATERAL (
      SELECT term, doc_count FROM search_terms
      WHERE store_code = ${store} AND length(q.s) >= 3 AND term LIKE '%' || q.s || '%' AND term <> q.t
      ORDER BY doc_count DESC, term
      LIMIT 200
    ) st`),
  );
  return terms.map((term, index) =>
    rows
      .filter((row) => Number(row.i) === index && endsCompound(term, String(row.stem), String(row.term)))
      .map((row) => String(row.term))
      .slice(0, MAX_COMPOUNDS),
  );
}

/** A to_tsquery text for the term itself (prefix match from three letters) — terms hold letters and digits only. */
export function exactQueryText(term: string): string {
  return term.length >= 3 ? `'${term}':*` : `'${term}'`;
}

/** A to_tsquery text for the whole word only (what ranks a product highest). */
export function wholeWordQueryText(term: string): string {
  return `'${term}'`;
}

/** A to_tsquery text matching any of the compounds ending in the term (empty when there are none). */
export function compoundQueryText(analyzed: AnalyzedTerm): string {
  return (analyzed.compounds ?? []).map((word) => `'${word}'`).join(' | ');
}

/** A to_tsquery text matching any of the corrections (empty when there are none). */
export function fuzzyQueryText(analyzed: AnalyzedTerm): string {
  return analyzed.corrections.map((c) => `'${c.word}'`).join(' | ');
}

/** "Did you mean" texts: each unknown term replaced by its closest, most frequent correction. */
export function suggestionsFor(analyzed: readonly AnalyzedTerm[]): { text: string }[] {
  if (!analyzed.some((a) => !a.known && a.corrections.length > 0)) return [];
  const corrected = analyzed.map((a) =>
    a.known || a.corrections.length === 0
      ? a.term
      : (a.corrections.filter((c) => !c.prefix)[0]?.word ?? a.corrections[0]!.word),
  );
  const text = corrected.join(' ');
  return text === analyzed.map((a) => a.term).join(' ') ? [] : [{ text }];
}
