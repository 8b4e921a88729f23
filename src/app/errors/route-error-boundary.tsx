import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { reportClientError } from '@/shared/events/client-errors';
import { NotFoundScreen } from './not-found-screen';
import { ServerErrorScreen } from './server-error-screen';

const API_ERROR_KINDS = new Set(['business', 'http', 'network', 'parse']);

/**
 * Only messages meant for users are shown: those of the API client's ApiError (already chosen
 * from the response in docs/backend-contract.md's order). Raw exceptions ("Cannot read
 * properties…") never are.
 */
function userMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { kind, message } = error as { kind?: unknown; message?: unknown };
  if (
    typeof kind === 'string' &&
    API_ERROR_KINDS.has(kind) &&
    typeof message === 'string' &&
    message
  )
    return message;
  return undefined;
}

/** The `ErrorBoundary` of the layout routes: 404 → NotFoundScreen, anything else → ServerErrorScreen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (notFound) return;
    reportClientError({
      kind: 'boundary',
      message: error instanceof Error ? error.message : String(error),
      ...(error instanceof Error ? { name: error.name } : {}),
    });
  }, [error, notFound]);
  if (notFound) return <NotFoundScreen />;
  return <ServerErrorScreen message={userMessage(error)} />;
}
