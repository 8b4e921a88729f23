import { describe, expect, it } from 'vitest';
import vectors from '../../vectors/user-agents.json';
import { isDesktopWechat, isMobileUserAgent } from '@/shared/device';

describe('isMobileUserAgent (tests/vectors/user-agents.json, same rules as nginx.conf)', () => {
  it.each(vectors.vectors.map((v) => [v.category, v.mobile, v.ua] as const))(
    '%s → mobile=%s',
    (_category, mobile, ua) => {
      expect(isMobileUserAgent(ua)).toBe(mobile);
    },
  );

  it('recognises desktop WeChat', () => {
    const ua = vectors.vectors.find((v) => /WindowsWechat/.test(v.ua))?.ua ?? '';
    expect(isDesktopWechat(ua)).toBe(true);
  });
});
