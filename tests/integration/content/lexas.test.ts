import { Ajv } from 'ajv';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLexasSource } from '../../../src/lib/server/content/lexas.ts';
import { ContentFetchError, type ContentSource } from '../../../src/lib/server/content/source.ts';
import { jsonApiSchema } from './jsonapi-schema.ts';
import { startFakeContentService, type FakeContentService } from './jsonapi-server.ts';

const validate = new Ajv({ allErrors: true }).compile(jsonApiSchema);
let service: FakeContentService;
let source: ContentSource;
let answers = 0;

/** Validates every answer of the service against the JSON:API document rules before the client reads it. */
const validatingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    const body: unknown = await response.clone().json();
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    answers += 1;
  }
  return response;
};

beforeAll(async () => {
  service = await startFakeContentService({ apiKey: 'test-key-0123456789' });
  source = createLexasSource({
    baseUrl: service.url,
    apiKey: 'test-key-0123456789',
    fetch: validatingFetch,
    timeoutMs: 2000,
  });
});
afterAll(() => service.close());
beforeEach(() => {
  service.requests.length = 0;
  delete service.options.failWith;
  delete service.options.htmlAnswers;
});

describe('content service client (JSON:API)', () => {
  it('sends the locale code, filter, include, page limit, sort and the bearer key', async () => {
    const [chapter] = await source.list(
      'magazineChapter',
      { store: 'fi' },
      { slug: 'hiihto', limit: 5, sort: 'order' },
    );
    const request = service.requests[0]!;
    expect(request.path).toBe('/magazineChapter');
    expect(request.params.get('localeCode')).toBe('fi-FI');
    expect(request.params.get('filter[slug][_eq]')).toBe('hiihto');
    expect(request.params.get('include')).toBe('articles');
    expect(request.params.get('page[limit]')).toBe('5');
    expect(request.params.get('sort')).toBe('order');
    expect(request.headers.authorization).toBe('Bearer test-key-0123456789');
    expect(request.headers.accept).toBe('application/vnd.api+json');
    expect(request.headers['x-lexascms-context']).toBeUndefined();
    expect(chapter).toMatchObject({ id: 'langdakning', slug: 'hiihto', title: 'Hiihto', locale: 'fi' });
  });

  it('deserialises included relationships into linked entries', async () => {
    const chapter = await source.get('magazineChapter', 'langdakning', { store: 'sv' });
    expect(chapter?.articles.map((a) => a.slug)).toEqual([
      'valla-i-kallt-fore',
      'klassisk-teknik',
      'ditt-forsta-langlopp',
    ]);
    expect(chapter?.articles[0]).toMatchObject({
      title: 'Så vallar du i kallt före',
      excerpt: expect.stringContaining('minus tio'),
    });
    const [article] = await source.list('magazineItem', { store: 'no' }, { slug: 'klassisk-teknikk' });
    expect(article?.chapter).toEqual(
      expect.objectContaining({ id: 'langdakning', slug: 'langrenn', title: 'Langrenn' }),
    );
    const brand = await source.get('brand', 'fjellrev', { store: 'sv' });
    expect(brand?.subBrands.map((s) => s.slug)).toEqual(['expedition', 'urban']);
    const sub = await source.get('subBrand', 'fjellrev-urban', { store: 'sv' });
    expect(sub?.parentBrand).toMatchObject({ id: 'fjellrev', slug: 'fjellrev', title: 'Fjellrev' });
  });

  it('filters by title and limits sparse fieldsets', async () => {
    const pages = await source.list('pages', { store: 'no' }, { title: 'Ofte stilte spørsmål' });
    expect(pages.map((p) => p.slug)).toEqual(['ofte-stilte-sporsmal']);
    const slugs = await source.list('guides', { store: 'sv' }, { fields: ['slug', 'title'] });
    expect(service.requests.at(-1)!.params.get('fields[guides]')).toBe('slug,title');
    expect(slugs[0]).toMatchObject({
      id: 'valj-langdskidor',
      slug: 'valj-langdskidor',
      title: 'Välj rätt längdskidor',
    });
    expect(slugs[0]).not.toHaveProperty('body');
  });

  it('shows drafts only with the preview context header', async () => {
    expect(await source.get('magazineItem', 'vinterns-nyheter', { store: 'sv' })).toBeNull();
    const draft = await source.get('magazineItem', 'vinterns-nyheter', { store: 'sv', preview: { enabled: true } });
    expect(draft?.title).toBe('Förhandstitt: vinterns skidnyheter');
    expect(service.requests.at(-1)!.headers['x-lexascms-context']).toBeTruthy();
    const context = Buffer.from(JSON.stringify({ preview: true, editor: 'anna' })).toString('base64');
    await source.get('pages', 'forhandsgranskning', { store: 'sv', preview: { enabled: true, context } });
    expect(service.requests.at(-1)!.headers['x-lexascms-context']).toBe(context);
  });

  it('home and banner areas by their fixed ids', async () => {
    const home = await source.get('home', 'home', { store: 'no' });
    expect(home?.blocks).toHaveLength(4);
    expect(home?.middleBlocks).toHaveLength(5);
    const area = await source.get('bannerArea', 'langdskidor_fi', { store: 'fi' });
    expect(area?.banners[0]).toMatchObject({
      backgroundColor: '#0f2f52',
      buttonColor: '#fff',
      buttonTextColor: '#000',
      span: 2,
    });
  });

  it('a missing item is null', async () => {
    expect(await source.get('guides', 'no-such-guide', { store: 'sv' })).toBeNull();
  });

  it('a failing single item rejects with the LexasCMS error and the detail', async () => {
    service.options.failWith = 503;
    const failure = source.get('pages', 'kundservice', { store: 'sv' });
    await expect(failure).rejects.toBeInstanceOf(ContentFetchError);
    await expect(failure).rejects.toThrow(
      'Error fetching item from LexasCMS: HTTP 503 Service unavailable: Scheduled maintenance',
    );
  });

  it('rejects a wrong key, a wrong content type and an unreachable service', async () => {
    const wrongKey = createLexasSource({ baseUrl: service.url, apiKey: 'wrong', fetch: validatingFetch });
    await expect(wrongKey.get('pages', 'kundservice', { store: 'sv' })).rejects.toThrow(
      'Error fetching item from LexasCMS: HTTP 401 Unauthorized: A valid access token is required',
    );
    service.options.htmlAnswers = true;
    await expect(source.get('pages', 'kundservice', { store: 'sv' })).rejects.toThrow(
      'Error fetching item from LexasCMS: bad content-type text/html',
    );
    delete service.options.htmlAnswers;
    const down = createLexasSource({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000 });
    await expect(down.list('magazineChapter', { store: 'sv' })).rejects.toThrow(/^Error fetching item from LexasCMS: /);
  });

  it('every answer was a valid JSON:API document', () => {
    expect(answers).toBeGreaterThan(10);
  });
});

describe('content service pages on top of the client', () => {
  it('the magazine index resolves empty when the service fails; single items reject', async () => {
    const { magazineIndex, articleBySlug, setContentSource, bannerArea } =
      await import('../../../src/lib/server/content/service.ts');
    setContentSource(source);
    try {
      expect((await magazineIndex({ store: 'sv' })).map((c) => c.slug)).toEqual([
        'langdakning',
        'lopning',
        'friluftsliv',
      ]);
      expect(await articleBySlug({ store: 'sv' }, 'lopning', 'klassisk-teknik')).toBeNull();
      expect((await articleBySlug({ store: 'sv' }, 'langdakning', 'klassisk-teknik'))?.id).toBe('klassisk-teknik');
      expect((await bannerArea({ store: 'no' }, 'finnes-ikke')).map((b) => b.id)).toEqual(['shipping']);
      service.options.failWith = 500;
      expect(await magazineIndex({ store: 'sv' })).toEqual([]);
      await expect(articleBySlug({ store: 'sv' }, 'langdakning', 'klassisk-teknik')).rejects.toThrow(
        'Error fetching item from LexasCMS',
      );
    } finally {
      setContentSource(undefined);
    }
  });
});
