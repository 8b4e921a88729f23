import type { User } from '@/api/types';
import { DEFAULT_SUBSCRIPTION_COUNT } from '@/shared/constants';

/**
 * docs/product-rules.md §3 "Organisation state": derived from the user, so it resets with the user
 * on logout.
 */
interface Subscription {
  id: number;
  name: string;
  count: number;
  /** Unix seconds of the next renewal. */
  next_time: number;
}

export interface Organization {
  id: number;
  currentSubscription: Subscription;
}

/** The same calendar day one month later (clamped to the month's last day: Jan 31 → Feb 28/29). */
export function oneMonthAhead(from: Date): Date {
  const next = new Date(from.getTime());
  const day = next.getDate();
  next.setDate(1);
  next.setMonth(next.getMonth() + 1);
  const lastDay = new Date(next.getFullYear(), next.getMonth() + 1, 0).getDate();
  next.setDate(Math.min(day, lastDay));
  return next;
}

/**
 * Organisation of `user`: id from `org_id`; the subscription defaults (DEFAULT_SUBSCRIPTION_COUNT,
 * next month).
 */
export function organizationOf(user: Pick<User, 'org_id'>, now: Date = new Date()): Organization {
  return {
    id: user.org_id,
    currentSubscription: {
      id: 0,
      name: '',
      count: DEFAULT_SUBSCRIPTION_COUNT,
      next_time: Math.floor(oneMonthAhead(now).getTime() / 1000),
    },
  };
}
