import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { userInfoQueryOptions } from '@/api/queries/session';
import { ACCOUNT_WAIT_MS } from '@/shared/constants';
import { useIsLoggedIn } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { loginHref } from '@/domain/paths';

/**
 * The pages of a protected layout once the login guard has let them show (src/app/guards/
 * login-required.ts): with the account, the page; while it is still loading (the guard waits at
 * most ACCOUNT_WAIT_MS), the wait said in place, with 重试; when it cannot load, the login route,
 * which offers to load it again (docs/product-rules.md §4).
 */
export function AccountGate() {
  const loggedIn = useIsLoggedIn();
  // A logged-out visitor never gets here (the guard), and one whose token a 401 voided is sent to
  // the login route by the API layer's handler (src/app/start-tasks.ts).
  return loggedIn ? <WithAccount /> : <Outlet />;
}

function WithAccount() {
  const { pathname, search, hash } = useLocation();
  const queryClient = useQueryClient();
  const options = userInfoQueryOptions();
  const account = useQuery(options);
  if (account.isSuccess) return <Outlet />;
  if (account.isError) return <Navigate to={loginHref(pathname + search + hash)} replace />;
  // A load that has no answer yet is joined, not restarted, by a refetch: this one starts afresh.
  const retry = () =>
    void queryClient
      .cancelQueries({ queryKey: options.queryKey })
      .then(() => queryClient.fetchQuery(options))
      .catch(() => undefined); // the query's own state shows the failure
  return <AccountSlow retry={retry} />;
}

function AccountSlow({ retry }: { retry: () => void }) {
  const { t } = useTranslation('auth');
  const [phase, setPhase] = useState<'slow' | 'retrying' | 'stillSlow'>('slow');
  useEffect(() => {
    if (phase !== 'retrying') return;
    const id = setTimeout(() => setPhase('stillSlow'), ACCOUNT_WAIT_MS);
    return () => clearTimeout(id);
  }, [phase]);
  return (
    <div role="status">
      <EmptyState
        illustration={<Spinner size={32} />}
        message={t(phase === 'stillSlow' ? 'accountSlow.stillSlow' : 'accountSlow.message')}
        action={
          <Button
            variant="secondary"
            loading={phase === 'retrying'}
            onClick={() => {
              setPhase('retrying');
              retry();
            }}
          >
            {t('accountSlow.retry')}
          </Button>
        }
      />
    </div>
  );
}
