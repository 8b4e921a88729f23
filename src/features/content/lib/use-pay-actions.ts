import { useEffect } from 'react';
import { useIsPayHidden } from '@/shared/session/hide-pay';
import { useHydrated } from './use-hydrated';

/** Mark set on <html> before first paint by the prerendered pages' probe (scripts/prerender.ts). */
const PREPAINT_MARK = 'data-hide-pay';

/**
 * SPEC.md §2's flag query hides the download and payment buttons; where a section would then look
 * empty, a fallback action (a guide link) takes their place. Hydration-safe: until hydrated, both
 * are rendered as in the prerendered HTML (the buttons tagged `data-pay-action`, the fallback
 * `hidden` + `data-pay-fallback`), and the pre-paint style swaps them when the flag is set; once
 * hydrated, React renders only the one that applies and drops the pre-paint mark.
 */
export function usePayActions() {
  const hydrated = useHydrated();
  const hidden = useIsPayHidden();
  useEffect(() => {
    if (hydrated) document.documentElement.removeAttribute(PREPAINT_MARK);
  }, [hydrated]);
  return {
    showActions: !hydrated || !hidden,
    showFallback: !hydrated || hidden,
    actionProps: { 'data-pay-action': '' },
    fallbackProps: hydrated
      ? { 'data-pay-fallback': '' }
      : { 'data-pay-fallback': '', hidden: true },
  } as const;
}
