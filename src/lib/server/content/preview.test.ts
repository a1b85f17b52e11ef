import { describe, expect, it } from 'vitest';
import { createPreviewToken, isPreviewSecret, readPreviewToken, safeRedirectPath } from './preview.ts';

const secret = 'a-preview-secret-of-enough-length';

describe('editor preview', () => {
  it('opens with a signed token until it expires', () => {
    const now = Date.UTC(2026, 10, 21, 12);
    const token = createPreviewToken('eyJwcmV2aWV3Ijp0cnVlfQ==', now, secret);
    expect(readPreviewToken(token, now + 60_000, secret)).toEqual({
      enabled: true,
      context: 'eyJwcmV2aWV3Ijp0cnVlfQ==',
    });
    expect(readPreviewToken(token, now + 9 * 3600_000, secret)).toEqual({ enabled: false });
  });

  it('refuses forged, tampered, foreign and absent tokens', () => {
    const token = createPreviewToken(undefined, Date.now(), secret);
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ exp: 4102444800 })).toString('base64url');
    expect(readPreviewToken(`${forged}.${signature}`, Date.now(), secret).enabled).toBe(false);
    const tampered = `${signature![0] === 'x' ? 'y' : 'x'}${signature!.slice(1)}`; // always differs from the real one
    expect(readPreviewToken(`${payload}.${tampered}`, Date.now(), secret).enabled).toBe(false);
    expect(readPreviewToken(token, Date.now(), 'another-secret-of-enough-length').enabled).toBe(false);
    expect(readPreviewToken(undefined).enabled).toBe(false);
    expect(readPreviewToken('garbage', Date.now(), secret).enabled).toBe(false);
  });

  it('compares the secret exactly', () => {
    expect(isPreviewSecret(secret, secret)).toBe(true);
    expect(isPreviewSecret(`${secret}x`, secret)).toBe(false);
    expect(isPreviewSecret('', secret)).toBe(false);
  });

  it('redirects only to paths of this site', () => {
    expect(safeRedirectPath('/magasin/langdakning?x=1')).toBe('/magasin/langdakning?x=1');
    for (const bad of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '/a\r\nSet-Cookie: x=1',
    ]) {
      expect(safeRedirectPath(bad)).toBe('/');
    }
  });
});
