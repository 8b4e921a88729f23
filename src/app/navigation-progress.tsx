import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
import { NAVIGATION_PROGRESS_DELAY_MS } from '@/shared/constants';
import { ProgressBar } from '@/shared/ui/progress-bar';

/** True once `active` has held for `delayMs`; false again as soon as it stops. */
function useHeldFor(active: boolean, delayMs: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!active) return;
    const id = setTimeout(() => setHeld(true), delayMs);
    return () => {
      clearTimeout(id);
      setHeld(false);
    };
  }, [active, delayMs]);
  return active && held;
}

/**
 * The top progress bar of a navigation still on its way (guards, the page's code, its loader)
 * after a moment: a quick one never flashes it, a slow one never looks like a dead link.
 */
export function NavigationProgress() {
  const { t } = useTranslation('common');
  const busy = useNavigation().state !== 'idle';
  return useHeldFor(busy, NAVIGATION_PROGRESS_DELAY_MS) ? (
    <ProgressBar label={t('pageLoading')} />
  ) : null;
}
