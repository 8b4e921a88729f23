import { beforeEach, describe, expect, it } from 'vitest';
import { loginReturnPath } from '@/app/routes/login.route';
import { isPayHidden } from '@/shared/session/hide-pay';
import { oneMonthAhead, organizationOf } from '@/domain/session/organization';

describe('organisation state (docs/product-rules.md §3)', () => {
  it('takes its id from org_id; subscription defaults to count 60, next_time one month ahead', () => {
    const now = new Date(2026, 4, 15, 9, 30);
    expect(organizationOf({ org_id: 42 }, now)).toEqual({
      id: 42,
      currentSubscription: {
        id: 0,
        name: '',
        count: 60,
        next_time: Math.floor(new Date(2026, 5, 15, 9, 30).getTime() / 1000),
      },
    });
  });

  it('clamps to the last day of a shorter month', () => {
    expect(oneMonthAhead(new Date(2026, 0, 31))).toEqual(new Date(2026, 1, 28));
    expect(oneMonthAhead(new Date(2028, 0, 31))).toEqual(new Date(2028, 1, 29));
    expect(oneMonthAhead(new Date(2026, 11, 20))).toEqual(new Date(2027, 0, 20));
  });
});

describe('hide_pay flag query', () => {
  beforeEach(() => sessionStorage.clear());

  it('hides with hide_pay=1 for the rest of the tab session; another value shows again', () => {
    expect(isPayHidden('')).toBe(false);
    expect(isPayHidden('?hide_pay=1')).toBe(true);
    expect(isPayHidden('?x=2')).toBe(true);
    expect(isPayHidden('?hide_pay=0')).toBe(false);
    expect(isPayHidden('')).toBe(false);
  });
});

describe('login route return path', () => {
  it('goes to an allowlisted same-site path, else home; never back to /login', () => {
    expect(loginReturnPath('/profile/packages?tab=1#x')).toBe('/profile/packages?tab=1#x');
    expect(loginReturnPath(null)).toBe('/');
    expect(loginReturnPath('https://evil.example/')).toBe('/');
    expect(loginReturnPath('//evil.example/')).toBe('/');
    expect(loginReturnPath('/\\evil.example')).toBe('/');
    expect(loginReturnPath('/login?redirect=/x')).toBe('/');
    expect(loginReturnPath('/login')).toBe('/');
  });
});
