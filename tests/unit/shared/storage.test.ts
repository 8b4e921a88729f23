import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cookieAttributes,
  cookieDomain,
  cookieValues,
  getCookie,
  getJsonCookie,
  removeCookie,
  setCookie,
  setJsonCookie,
} from '@/shared/storage/cookies';
import {
  COOKIE_KEYS,
  DEFAULT_PAY_META_DATA,
  DEFAULT_PAY_PRODUCT_INFO,
  LOCAL_KEYS,
  payProductInfoKey,
  type PayMetaData,
} from '@/shared/storage/keys';
import { getLocal, local, removeLocal, setLocal } from '@/shared/storage/local';
import { tabSet } from '@/shared/storage/tab-set';
import { getSession, session, setSession } from '@/shared/storage/session';
import { clearToken, getToken, setToken } from '@/shared/storage/token';
import { TOKEN_COOKIE_DAYS } from '@/shared/constants';

const quotaExceeded = () => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};
const securityError = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) removeCookie(name);
  }
});

describe.each([
  ['local', local, () => localStorage],
  ['session', session, () => sessionStorage],
] as const)('%s storage', (_name, store, area) => {
  it('round-trips typed JSON and returns the default when missing', () => {
    expect(store.get('k', { n: 0 })).toEqual({ n: 0 });
    expect(store.set('k', { n: 2 })).toBe(true);
    expect(store.get('k', { n: 0 })).toEqual({ n: 2 });
    store.remove('k');
    expect(store.get('k', 'none')).toBe('none');
  });

  it('returns the default for unparsable JSON, for null, and when the guard rejects', () => {
    area().setItem('bad', '{"n":');
    area().setItem('null', 'null');
    area().setItem('num', '5');
    expect(store.get('bad', 'fallback')).toBe('fallback');
    expect(store.get('null', 'fallback')).toBe('fallback');
    expect(store.get('num', 'text', (v): v is string => typeof v === 'string')).toBe('text');
  });

  it('never throws when setItem throws QuotaExceededError', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quotaExceeded);
    expect(() => store.set('k', { big: 'x' })).not.toThrow();
    expect(store.set('k', 1)).toBe(false);
    expect(store.setString('k', '1')).toBe(false);
  });

  it('never throws when getItem/removeItem throw SecurityError', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(securityError);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(securityError);
    expect(store.get('k', 7)).toBe(7);
    expect(store.getString('k')).toBeNull();
    expect(() => store.remove('k')).not.toThrow();
  });

  it('does not store values JSON cannot represent', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(store.set('k', cyclic)).toBe(false);
    expect(store.set('k', 10n)).toBe(false);
  });
});

describe('blocked storage (the getter itself throws)', () => {
  it('returns defaults and false', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', { configurable: true, get: securityError });
    try {
      expect(getLocal(LOCAL_KEYS.adCache, null)).toBeNull();
      expect(setLocal(LOCAL_KEYS.adCache, { platform: 1, id: 'x' })).toBe(false);
      expect(() => removeLocal(LOCAL_KEYS.adCache)).not.toThrow();
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });
});

describe('named helpers', () => {
  it('session per-path pay product info falls back to the spec default', () => {
    const key = payProductInfoKey('/payment');
    expect(getSession(key, DEFAULT_PAY_PRODUCT_INFO)).toEqual({
      id: 0,
      price: 0,
      count: 0,
      duration: '?',
    });
    setSession(key, { id: 3, price: 1290, count: 1, duration: 365 });
    expect(getSession(key, DEFAULT_PAY_PRODUCT_INFO)).toMatchObject({ id: 3, price: 1290 });
    expect(getSession(payProductInfoKey('/other'), DEFAULT_PAY_PRODUCT_INFO)).toEqual(
      DEFAULT_PAY_PRODUCT_INFO,
    );
  });
});

describe('cookies', () => {
  it('sets and reads strings and JSON', () => {
    expect(setCookie('a', '1')).toBe(true);
    expect(getCookie('a')).toBe('1');
    const meta: PayMetaData = { returnPath: '/payment', tradeNo: 'T1' };
    setJsonCookie(COOKIE_KEYS.payMetaData, meta);
    expect(getJsonCookie(COOKIE_KEYS.payMetaData, DEFAULT_PAY_META_DATA)).toEqual(meta);
    removeCookie('a');
    expect(getCookie('a')).toBeUndefined();
  });

  it('returns the default for an unparsable JSON cookie', () => {
    document.cookie = `${COOKIE_KEYS.payUserInfo}=%7Bbroken; path=/`;
    expect(getJsonCookie(COOKIE_KEYS.payUserInfo, { phone: '' })).toEqual({ phone: '' });
  });

  it('uses 365 days, path /, SameSite Lax, and secure only on https', () => {
    expect(cookieAttributes()).toMatchObject({
      expires: 365,
      path: '/',
      sameSite: 'Lax',
      secure: false,
    });
    expect(cookieAttributes({ days: 30 }).expires).toBe(30);
    expect(cookieAttributes().domain).toBeUndefined();
  });

  it('shares cookies across www and m only on the product domain', () => {
    expect(cookieDomain('www.example-retouch.cn', 'example-retouch.cn')).toBe('example-retouch.cn');
    expect(cookieDomain('m-test.example-retouch.cn', 'example-retouch.cn')).toBe(
      'example-retouch.cn',
    );
    expect(cookieDomain('example-retouch.cn.evil.com', 'example-retouch.cn')).toBeUndefined();
    expect(cookieDomain('127.0.0.1', 'example-retouch.cn')).toBeUndefined();
  });

  it('never throws when document.cookie throws', () => {
    // An own property shadows Document.prototype.cookie; deleting it restores the real one.
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: securityError,
      set: securityError,
    });
    try {
      expect(getCookie('a')).toBeUndefined();
      expect(setCookie('a', '1')).toBe(false);
      expect(getJsonCookie('a', 5)).toBe(5);
      expect(() => removeCookie('a')).not.toThrow();
      expect(getToken()).toBeUndefined();
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
    }
    expect(setCookie('a', '1')).toBe(true);
  });

  it('writes the token for the product domain, Secure on https, for its own lifetime', () => {
    const token = { days: TOKEN_COOKIE_DAYS };
    expect(
      cookieAttributes(token, { hostname: 'www.example-retouch.cn', protocol: 'https:' }),
    ).toEqual({
      expires: 30,
      path: '/',
      sameSite: 'Lax',
      secure: true,
      domain: 'example-retouch.cn',
    });
    expect(
      cookieAttributes(token, { hostname: 'm-test.example-retouch.cn', protocol: 'http:' }),
    ).toMatchObject({ secure: false, domain: 'example-retouch.cn' });
    expect(cookieAttributes(token, { hostname: '127.0.0.1', protocol: 'http:' })).toEqual({
      expires: 30,
      path: '/',
      sameSite: 'Lax',
      secure: false,
    });
  });

  describe('a token planted beside ours (another path, or a sibling host for the domain)', () => {
    afterEach(() => {
      clearToken();
      history.replaceState(null, '', '/');
    });

    it('means no session, and the next login writes the only one', () => {
      history.replaceState(null, '', '/profile/orders');
      setToken('ours');
      document.cookie = 'token=planted; path=/profile';
      expect(cookieValues(COOKIE_KEYS.token)).toEqual(['planted', 'ours']);
      expect(getToken()).toBeUndefined();
      expect(setToken('ours-again')).toBe(true);
      expect(cookieValues(COOKIE_KEYS.token)).toEqual(['ours-again']);
      expect(getToken()).toBe('ours-again');
    });

    it('is gone with ours at logout', () => {
      history.replaceState(null, '', '/payment/success');
      setToken('ours');
      document.cookie = 'token=planted; path=/payment/success';
      clearToken();
      expect(cookieValues(COOKIE_KEYS.token)).toEqual([]);
    });

    it('the same value twice is still that session', () => {
      history.replaceState(null, '', '/profile/orders');
      setToken('ours');
      document.cookie = 'token=ours; path=/profile';
      expect(getToken()).toBe('ours');
    });
  });

  it('keeps the token in its cookie', () => {
    expect(getToken()).toBeUndefined();
    setToken('abc');
    expect(getCookie(COOKIE_KEYS.token)).toBe('abc');
    expect(getToken()).toBe('abc');
    clearToken();
    expect(getToken()).toBeUndefined();
  });
});

describe('a per-tab set (tabSet)', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps its keys across a new read of the tab, the newest `max`', () => {
    const first = tabSet('unit_set', 2);
    first.add('a');
    first.add('b');
    first.add('c');
    expect(['a', 'b', 'c'].map((k) => tabSet('unit_set', 2).has(k))).toEqual([false, true, true]);
  });

  it.each(['{"a":1}', '123', '[1,2]', '{"broken"'])(
    'a stored %s is an empty set, not a crash',
    (raw) => {
      sessionStorage.setItem('unit_set', raw);
      const set = tabSet('unit_set', 5);
      expect(set.has('a')).toBe(false);
      set.add('x');
      expect(tabSet('unit_set', 5).has('x')).toBe(true);
    },
  );
});
