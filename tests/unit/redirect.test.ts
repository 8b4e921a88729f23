import { describe, expect, it } from 'vitest';
import vectors from '../vectors/open-redirect.json';
import { allowedAbsoluteUrl, safeReturnPath } from '@/shared/redirect';

const DOMAIN = 'example-retouch.cn';

describe('allowedAbsoluteUrl (shared/vectors/open-redirect.json)', () => {
  it.each(vectors.vectors.map((v) => [v.uri, v.allowed, v.why] as const))(
    '%j → allowed=%s',
    (uri, allowed) => {
      expect(allowedAbsoluteUrl(uri, DOMAIN) !== null).toBe(allowed);
    },
  );

  it('forwards the parsed href, not the raw input', () => {
    expect(allowedAbsoluteUrl('HTTPS://WWW.EXAMPLE-RETOUCH.CN:443/Path', DOMAIN)).toBe(
      'https://www.example-retouch.cn/Path',
    );
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/profile/packages?x=1#y', '/profile/packages?x=1#y'],
    ['//evil.com', '/'],
    ['/\\evil.com', '/'],
    ['https://evil.com', '/'],
    ['profile', '/'],
    ['/%5cevil.com', '/%5cevil.com'],
    ['/a\tb', '/'],
    [null, '/'],
  ])('%j → %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});
