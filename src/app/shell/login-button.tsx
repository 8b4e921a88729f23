import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { LOGIN_PATH, loginHref as loginRoute } from '@/domain/paths';
import { Button, type ButtonProps } from '@/shared/ui/button';

/**
 * `/login?redirect=<where the visitor is>` (docs/architecture.md "Login route"); on /login itself
 * keep its redirect.
 */
function loginHref({
  pathname,
  search,
  hash,
}: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  if (pathname === LOGIN_PATH) return `${LOGIN_PATH}${search}`;
  return loginRoute(pathname + search + hash);
}

export type LoginButtonProps = Omit<ButtonProps, 'onClick' | 'children'>;

/** The navbar's `登录` button (copy deck): a real button that opens the login route. */
export function LoginButton({ size = 'sm', ...rest }: LoginButtonProps) {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Button size={size} {...rest} onClick={() => void navigate(loginHref(location))}>
      {t('nav.login')}
    </Button>
  );
}
