import { expect, it } from 'vitest';
import { encodeLocation, enforceRedirectRule, safeRedirectTarget } from './redirect.ts';

it('encodes every character a header cannot carry as UTF-8 escapes, keeping the target', () => {
  expect(encodeLocation('/magasin?x=1#a')).toBe('/magasin?x=1#a');
  expect(encodeLocation('/\u3000/evil.example')).toBe('/%E3%80%80/evil.example');
  expect(encodeLocation('/kjøpeguide/å ä?q=ö')).toBe('/kj%C3%B8peguide/%C3%A5%20%C3%A4?q=%C3%B6');
  expect(encodeLocation('https://nordpeak.se/å')).toBe('https://nordpeak.se/%C3%A5');
  expect(encodeLocation('/\ud800x')).toBe('/%EF%BF%BDx');
  expect(encodeLocation('//evil.example/å')).toBeUndefined();
  expect(encodeLocation('relative/å')).toBeUndefined();
});

it('a safe target comes out encoded; targets that leave the site stay refused', () => {
  expect(safeRedirectTarget('/\u3000/evil.example')).toBe('/%E3%80%80/evil.example');
  expect(safeRedirectTarget('/%E3%80%80/evil.example')).toBe('/%E3%80%80/evil.example');
  expect(safeRedirectTarget('https://shop.example/å', ['https://shop.example'])).toBe('/%C3%A5');
  for (const bad of ['//evil.example', '/\\evil.example', '/\t/evil.example', 'https://evil.example/', '/%2F/evil'])
    expect(safeRedirectTarget(bad), bad).toBeUndefined();
});

it('the rule on a response mends an unencoded same-site Location and replaces a foreign one', () => {
  const redirect = (location: string) => new Response(null, { status: 301, headers: { Location: location } });
  // Latin-1 passes the HTTP layer as raw bytes; the rule sends it as the UTF-8 escapes a browser expects.
  expect(enforceRedirectRule(redirect('/kjøpeguide'), [], '/no/').headers.get('location')).toBe('/kj%C3%B8peguide');
  expect(enforceRedirectRule(redirect('https://evil.example/'), [], '/no/').headers.get('location')).toBe('/no/');
  expect(enforceRedirectRule(redirect('/magasin'), [], '/').headers.get('location')).toBe('/magasin');
});
