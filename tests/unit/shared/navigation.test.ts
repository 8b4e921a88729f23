import { describe, expect, it } from 'vitest';
import { sameOriginHref } from '@/shared/navigation';

/** Every reload and document load of the site stays on it (src/shared/navigation.ts). */

const ORIGIN = 'https://www.example-retouch.cn';

describe('sameOriginHref', () => {
  it.each([
    ['/download?x=1#a', `${ORIGIN}/download?x=1#a`],
    ['//evil.example/x', `${ORIGIN}/evil.example/x`],
    ['/\\evil.example/x', `${ORIGIN}/evil.example/x`],
    ['\\\\evil.example', `${ORIGIN}/evil.example`],
    ['///evil.example', `${ORIGIN}/evil.example`],
    [`${ORIGIN}/payment`, `${ORIGIN}/payment`],
  ])('%s → %s', (target, href) => {
    expect(sameOriginHref(target, ORIGIN)).toBe(href);
  });

  it.each([
    'https://evil.example/x',
    'http://www.example-retouch.cn/x',
    'javascript:alert(1)',
    'https://www.example-retouch.cn.evil.example/',
    'not a url at all',
  ])('%s is not followed: the home page', (target) => {
    expect(sameOriginHref(target, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});
