import { useEffect } from 'react';
import { usePaymentEntry } from '@/domain/payment/use-payment-entry';
import { useIsPayHidden } from '@/shared/session/hide-pay';
import { useHydrated } from '@/shared/hooks/use-hydrated';

/** Mark set on <html> before first paint by the prerendered pages' probe (scripts/prerender.ts). */
const PREPAINT_MARK = 'data-hide-pay';

/**
 * docs/product-rules.md §2's flag query hides the download and payment buttons; where a section
 * would then look empty, a fallback action (a guide link) takes their place. Hydration-safe: until
 * hydrated, both are rendered as in the prerendered HTML (the buttons tagged `data-pay-action`, the
 * fallback `hidden` + `data-pay-fallback`), and the pre-paint style swaps them when the flag is
 * set; once hydrated, React renders only the one that applies. The pre-paint mark stays while the
 * flag is set: parts of a page hydrate later (the home page below the hero) and their
 * server-rendered buttons must stay hidden until then. It goes when the flag is cleared.
 * `showPayment`: the payment buttons also follow the payment entries' verdict (the flag, and a
 * closed payment once it is known: src/domain/payment/payment-entry.ts).
 */
export function usePayActions() {
  const hydrated = useHydrated();
  const hidden = useIsPayHidden();
  useEffect(() => {
    if (hydrated && !hidden) document.documentElement.removeAttribute(PREPAINT_MARK);
  }, [hydrated, hidden]);
  return {
    showActions: !hydrated || !hidden,
    showPayment: usePaymentEntry().open,
    showFallback: !hydrated || hidden,
    actionProps: { 'data-pay-action': '' },
    fallbackProps: hydrated
      ? { 'data-pay-fallback': '' }
      : { 'data-pay-fallback': '', hidden: true },
  } as const;
}
