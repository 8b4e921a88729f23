import { describe, expect, it } from 'vitest';
import vectors from '../../vectors/open-redirect.json';
import { allowedAbsoluteUrl, safeReturnPath } from '@/shared/redirect';

const DOMAIN = 'example-retouch.cn';

describe('allowedAbsoluteUrl (tests/vectors/open-redirect.json)', () => {
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
    ['/profile/packages', '/profile/packages'],
    ['/payment?t=1#x', '/payment?t=1#x'],
    ['/payment?t=lite_effect&mock=pay-succeeds', '/payment?t=lite_effect&mock=pay-succeeds'],
    // Dot segments inside a path on this origin are fine once normalised.
    ['/a/../payment', '/payment'],
    ['/%5cevil.com', '/%5cevil.com'],
    ['/#//evil.com', '/#//evil.com'],
    ['//evil.com', '/'],
    ['/\\evil.com', '/'],
    ['\\/evil.com', '/'],
    ['%2f%2fevil.com', '/'],
    ['https://evil.com', '/'],
    ['profile', '/'],
    ['/a\tb', '/'],
    ['/a\nb', '/'],
    ['/a\u007fb', '/'],
    ['/a\\b', '/'],
    ['', '/'],
    [null, '/'],
    [undefined, '/'],
  ])('%j → %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  // These pass a check of the raw input but normalise to `//evil.com`, another host to a browser.
  it.each([
    '/.//evil.com',
    '/..//evil.com',
    '/%2e//evil.com',
    '/%2E%2E//evil.com',
    '/a/..//evil.com',
  ])('%j is refused (it normalises to a protocol-relative URL)', (input) => {
    expect(new URL(input, 'https://x.invalid').pathname.startsWith('//')).toBe(true);
    expect(safeReturnPath(input)).toBe('/');
  });

  it('uses the fallback it is given', () => {
    expect(safeReturnPath('/.//evil.com', '/payment')).toBe('/payment');
  });

  it('never returns something a browser resolves off-site', () => {
    const inputs = [
      '/.//evil.com/x?y#z',
      '/./\\evil.com',
      '/%2e%2e/%2e%2e//evil.com',
      '/a/b/../..//evil.com',
      '/%09/evil.com',
      '/ //evil.com',
      '/payment/../..//evil.com',
    ];
    for (const input of inputs) {
      const out = safeReturnPath(input);
      expect(new URL(out, 'https://www.example-retouch.cn/payment/success').origin).toBe(
        'https://www.example-retouch.cn',
      );
    }
  });
});
