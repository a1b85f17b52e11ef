import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

describe('sanitizeRichText', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)><circle /></svg>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<iframe src="https://evil.example/"></iframe>',
    '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    '<form action="https://evil.example/"><button>go</button></form>',
    '<object data="x.swf"></object><embed src="x.swf">',
    '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
    '<a href="//evil.example/">x</a>',
  ];

  it.each(payloads)('neutralises %s', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(clean).not.toMatch(/<script|<iframe|<svg|<style|<form|<object|<embed|<meta|<math/i);
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toMatch(/javascript:|data:|style=/i);
    expect(clean).not.toContain('//evil.example');
  });

  it('keeps the editorial markup and marks external links', () => {
    const html =
      '<h2 id="x">Rubrik</h2><p>Text <strong>fet</strong> <a href="/c/valla">intern</a> <a href="https://example.com/">extern</a></p><table><caption>T</caption><tr><th scope="col">A</th></tr></table><img src="/content/a.svg" alt="A">';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<h2 id="x">Rubrik</h2>');
    expect(clean).toContain('<a href="/c/valla">intern</a>');
    expect(clean).toContain('<a href="https://example.com/" rel="noopener noreferrer nofollow">extern</a>');
    expect(clean).toContain('<th scope="col">A</th>');
    expect(clean).toContain('<img src="/content/a.svg" alt="A" loading="lazy" decoding="async" />');
  });
});
