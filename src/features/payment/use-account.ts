import { useQuery } from '@tanstack/react-query';
import { userInfoQueryOptions } from '@/api/queries/session';
import { useIsLoggedIn } from '@/shared/session/session-store';

/** The logged-in account's id (its open orders are kept under it), once its info is known. */
export function useAccountId(): number | undefined {
  const loggedIn = useIsLoggedIn();
  const { data } = useQuery({ ...userInfoQueryOptions(), enabled: loggedIn });
  return loggedIn ? data?.user_id : undefined;
}
