import { detectPlatform, type VisitorPlatform } from './platform';
import { useHydrated } from '@/shared/hooks/use-hydrated';

/** The visitor's platform, once hydrated (the prerendered page cannot know it). */
export function useVisitorPlatform(): VisitorPlatform | null {
  const hydrated = useHydrated();
  if (!hydrated || typeof navigator === 'undefined') return null;
  return detectPlatform(navigator.userAgent, navigator.maxTouchPoints);
}
