import { updateDb, userForRequest, type MockDb, type MockUser } from '../db';
import { settleOrders } from '../account';
import { freshUser } from '../fixtures/accounts';
import { nowSec, randomHex, unauthorized } from './http';

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

/**
 * Logs `phone` in as /v1/web/login does once the code checks out: its account (a fresh one for an
 * unknown phone) gets a new session token. The QA panel's one-click login uses it too.
 */
export function startSession(
  db: MockDb,
  phone: string,
  sourceId = 0,
): { token: string; user_id: number } {
  let user = db.users.find((u) => u.phone === phone);
  if (!user) {
    db.seq.user += 1;
    user = freshUser(db.seq.user, phone, sourceId, nowSec());
    db.users.push(user);
  }
  const token = `mt_${user.user_id}_${randomHex(24)}`;
  db.sessions[token] = user.user_id;
  return { token, user_id: user.user_id };
}
