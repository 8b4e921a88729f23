import { updateDb, userForRequest, type MockDb, type MockUser } from '../db';
import { settleOrders } from '../account';
import { unauthorized } from './http';

/**
 * Runs `handle` for the user behind the request's bare `Authorization` token, or answers HTTP 401.
 * Waiting orders are settled first, so every read sees what the payment provider would have done.
 */
export function withUser(
  request: Request,
  handle: (user: MockUser, db: MockDb, token: string) => Response,
): Response {
  return updateDb((db) => {
    settleOrders(db);
    const user = userForRequest(db, request);
    if (!user) return unauthorized();
    return handle(user, db, request.headers.get('Authorization')?.trim() ?? '');
  });
}

/** The signed-in user if the request carries a valid token; guests get `undefined`, never a 401. */
export function optionalUser(request: Request): MockUser | undefined {
  return updateDb((db) => {
    settleOrders(db);
    return userForRequest(db, request);
  });
}
