import { useLocation } from 'react-router-dom';
import { HIDE_PAY_QUERY_VALUE, QUERY_PARAM } from '@/shared/constants';
import { SESSION_KEYS } from '@/shared/storage/keys';
import { session } from '@/shared/storage/session';

/**
 * docs/product-rules.md §2's flag query that hides the download and payment buttons (named
 * `hide_pay`, ADR 0006). Embedding pages (an app's web view, a partner link) pass it once on the
 * landing URL, so it is remembered for the tab's session: `hide_pay=1` hides, any other value shows
 * again.
 */
export function isPayHidden(search: string): boolean {
  const value = new URLSearchParams(search).get(QUERY_PARAM.hidePay);
  if (value !== null) {
    const hidden = value === HIDE_PAY_QUERY_VALUE;
    if (hidden) session.setString(SESSION_KEYS.hidePay, HIDE_PAY_QUERY_VALUE);
    else session.remove(SESSION_KEYS.hidePay);
    return hidden;
  }
  return session.getString(SESSION_KEYS.hidePay) === HIDE_PAY_QUERY_VALUE;
}

/** `isPayHidden` for the current location (re-read on every navigation). */
export function useIsPayHidden(): boolean {
  return isPayHidden(useLocation().search);
}
