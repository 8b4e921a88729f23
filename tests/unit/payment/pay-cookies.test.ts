// @vitest-environment-options {"url": "https://www.example-retouch.cn/payment"}
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  maskedPayerPhone,
  readPayMeta,
  readPayUserInfo,
  writePayCookies,
} from '@/features/payment/model/pay-storage';
import { setCookie } from '@/shared/storage/cookies';
import { COOKIE_KEYS } from '@/shared/storage/keys';

/**
 * The pay cookies on the product's own host (www.<VITE_SITE_DOMAIN>), where other cookies are
 * written for the whole domain (src/shared/storage/cookies.ts): every Set-Cookie string the page
 * writes is recorded, since document.cookie never shows attributes.
 */
const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
let writes: string[] = [];

beforeEach(() => {
  writes = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor.get!.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    },
  });
});

afterEach(() => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (!name) continue;
    descriptor.set!.call(document, `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`);
    descriptor.set!.call(
      document,
      `${name}=; path=/; domain=example-retouch.cn; expires=Thu, 01 Jan 1970 00:00:00 GMT`,
    );
  }
  delete (document as { cookie?: string }).cookie;
});

/** A write with an expiry in the past: a removal. */
const isRemoval = (write: string): boolean => {
  const expires = /expires=([^;]*)/i.exec(write)?.[1];
  return expires !== undefined && Date.parse(expires) < Date.now();
};

/** The last write of cookie `name` that sets a value (not a removal). */
function lastWrite(name: string): { value: string; attributes: string[] } {
  const write = writes.filter((w) => w.startsWith(`${name}=`) && !isRemoval(w)).at(-1);
  if (!write) throw new Error(`no write of ${name}`);
  const [pair, ...attributes] = write.split(';').map((part) => part.trim());
  return {
    value: decodeURIComponent(pair!.slice(name.length + 1)),
    attributes: attributes.map((a) => a.toLowerCase()),
  };
}

const META = { returnPath: '/payment?t=piece', tradeNo: 'CR1' };

describe('pay cookies (written before leaving for the provider)', () => {
  it('keep only the masked phone', () => {
    writePayCookies('13800138000', META);
    const info = lastWrite(COOKIE_KEYS.payUserInfo);
    expect(JSON.parse(info.value)).toEqual({ phone: '138****8000' });
    expect(document.cookie).not.toContain('13800138000');
    expect(readPayUserInfo()).toEqual({ phone: '138****8000' });
    expect(readPayMeta()).toEqual(META);
  });

  it.each([COOKIE_KEYS.payUserInfo, COOKIE_KEYS.payMetaData])(
    '%s is a host-only session cookie',
    (name) => {
      writePayCookies('13800138000', META);
      const { attributes } = lastWrite(name);
      expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
      expect(attributes.some((a) => a.startsWith('expires=') || a.startsWith('max-age='))).toBe(
        false,
      );
      expect(attributes).toContain('path=/');
      expect(attributes).toContain('secure');
    },
  );

  it('other cookies keep the domain-wide, one-year defaults', () => {
    setCookie('language', 'zh-CN');
    const { attributes } = lastWrite('language');
    expect(attributes).toContain('domain=example-retouch.cn');
    expect(attributes.some((a) => a.startsWith('expires='))).toBe(true);
  });

  it('an older domain-wide cookie of the same name is removed first, so it cannot shadow', () => {
    setCookie(COOKIE_KEYS.payUserInfo, JSON.stringify({ phone: '13900139000' }));
    writePayCookies('13800138000', META);
    const removals = writes.filter(
      (w) =>
        w.startsWith(`${COOKIE_KEYS.payUserInfo}=`) &&
        isRemoval(w) &&
        /domain=example-retouch\.cn/i.test(w),
    );
    expect(removals.length).toBeGreaterThan(0);
    expect(readPayUserInfo()).toEqual({ phone: '138****8000' });
  });

  it('a payer whose phone is not known is still a payer (the page opens, shows no phone)', () => {
    writePayCookies('', META);
    expect(JSON.parse(lastWrite(COOKIE_KEYS.payUserInfo).value)).toEqual({ phone: 'unknown' });
    expect(readPayUserInfo()).toEqual({ phone: 'unknown' });
  });

  it('an unsafe return path is not stored', () => {
    writePayCookies('13800138000', { returnPath: '/.//evil.com', tradeNo: 'CR1' });
    expect(JSON.parse(lastWrite(COOKIE_KEYS.payMetaData).value)).toEqual({
      returnPath: '/',
      tradeNo: 'CR1',
    });
  });
});

describe('pay cookie readers take the old shape and the new one', () => {
  const put = (name: string, value: unknown) =>
    descriptor.set!.call(document, `${name}=${encodeURIComponent(JSON.stringify(value))}; path=/`);

  it('new: the masked phone as it is', () => {
    put(COOKIE_KEYS.payUserInfo, { phone: '138****8000' });
    expect(readPayUserInfo()).toEqual({ phone: '138****8000' });
  });

  it('old: the full phone comes back masked, and the cookie is rewritten without it', () => {
    put(COOKIE_KEYS.payUserInfo, { phone: '13800138000' });
    expect(readPayUserInfo()).toEqual({ phone: '138****8000' });
    expect(document.cookie).not.toContain('13800138000');
    expect(JSON.parse(lastWrite(COOKIE_KEYS.payUserInfo).value)).toEqual({ phone: '138****8000' });
  });

  it('no phone known on leaving (`unknown`) still marks a payer; junk and empty do not', () => {
    put(COOKIE_KEYS.payUserInfo, { phone: 'unknown' });
    expect(readPayUserInfo()).toEqual({ phone: 'unknown' });
    put(COOKIE_KEYS.payUserInfo, { phone: '' });
    expect(readPayUserInfo()).toBeNull();
    put(COOKIE_KEYS.payUserInfo, { phone: 13800138000 });
    expect(readPayUserInfo()).toBeNull();
    put(COOKIE_KEYS.payUserInfo, ['13800138000']);
    expect(readPayUserInfo()).toBeNull();
  });

  it('a stored return path that normalises off-site falls back to home', () => {
    for (const returnPath of ['/.//evil.com', '/..//evil.com', '/%2e//evil.com', '//evil.com']) {
      put(COOKIE_KEYS.payMetaData, { returnPath, tradeNo: 'CR1' });
      expect(readPayMeta()).toEqual({ returnPath: '/', tradeNo: 'CR1' });
    }
    put(COOKIE_KEYS.payMetaData, { returnPath: '/payment?t=1#x', tradeNo: 'CR2' });
    expect(readPayMeta()).toEqual({ returnPath: '/payment?t=1#x', tradeNo: 'CR2' });
  });

  it.each([
    ['13800138000', '138****8000'],
    ['+86 138 0013 8000', '138****8000'],
    ['138****8000', '138****8000'],
    ['unknown', 'unknown'],
    ['', ''],
    [null, ''],
  ])('maskedPayerPhone(%j) → %j', (input, expected) => {
    expect(maskedPayerPhone(input)).toBe(expected);
  });
});
