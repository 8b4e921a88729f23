import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { loadNamespaces } from '@/i18n';
import { useIsLoggedIn } from '@/shared/session/session-store';
import { loginHref } from '@/domain/paths';
import { matchesRequireLogin } from '../route-access';
import styles from './account-slot.module.css';

// Radix Popover, the menu and its strings load only for a logged-in visitor, never with the
// landing page.
const AvatarMenu = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/auth/avatar-menu/avatar-menu'),
    loadNamespaces(['auth']),
  ]);
  return { default: module.AvatarMenu };
});

function AccountSlot() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const requiresLogin = matchesRequireLogin(useMatches());
  // docs/product-rules.md §4 "Logout": on a protected path the visitor goes to the login route.
  const onLoggedOut = () => {
    if (requiresLogin) {
      void navigate(loginHref(pathname + search + hash), { replace: true });
    }
  };
  return (
    <Suspense fallback={<span className={styles.placeholder} aria-hidden="true" />}>
      <AvatarMenu onLoggedOut={onLoggedOut} />
    </Suspense>
  );
}

/**
 * The navbar's account slot: the avatar menu when logged in, nothing when logged out (the navbar
 * then shows its own `登录` button); a placeholder in a private page's frame. A hook, because
 * "nothing" must reach the navbar as undefined.
 */
export function useAccountSlot(): ReactNode {
  const loggedIn = useIsLoggedIn();
  // The build (import.meta.env.SSR, a constant: the hook runs in every render of that build or in
  // none) writes a private page's frame, where nobody is logged in; the page is for a visitor with
  // a session, so the slot keeps the avatar's place rather than offering 登录 (the app replaces the
  // frame once its login guard has run: src/main.tsx).
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const framed = import.meta.env.SSR && matchesRequireLogin(useMatches());
  if (loggedIn) return <AccountSlot />;
  return framed ? <span className={styles.placeholder} aria-hidden="true" /> : undefined;
}
