import { useTranslation } from 'react-i18next';
import { requestLogin } from '@/shared/session/login-bridge';
import { Button, type ButtonProps } from '@/shared/ui/button';

export type LoginButtonProps = Omit<ButtonProps, 'onClick' | 'children'>;

/**
 * The navbar's `登录` button (copy deck): the login dialog over the page the visitor is on, who
 * stays there once logged in (docs/architecture.md "Login route"). Not a navigation to the login
 * route: that would render the home page again under the dialog, and the dialog would come after
 * it (docs/decisions/0015-interactions.md). Closing the dialog rejects the request: nothing to do.
 * Its code failing to load online reloads the page (src/features/build-check).
 */
export function LoginButton({ size = 'sm', ...rest }: LoginButtonProps) {
  const { t } = useTranslation('layout');
  return (
    <Button size={size} {...rest} onClick={() => void requestLogin().catch(() => undefined)}>
      {t('nav.login')}
    </Button>
  );
}
