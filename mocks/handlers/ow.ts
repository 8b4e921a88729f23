import { http } from 'msw';
import { userInfo } from '../account';
import { LATEST_DESKTOP_VERSION } from '../fixtures/devices';
import { ok } from '../lib/http';
import { withUser } from '../lib/session';

export const owHandlers = [
  /** User fields + the most recently active desktop (`null` when none) + the latest desktop version. */
  http.get('*/v1/ow/im/info', ({ request }) =>
    withUser(request, (user, db, token) => {
      const latest = db.devices
        .filter((d) => d.user_id === user.user_id)
        .sort((a, b) => b.last_active_at - a.last_active_at)[0];
      let machine = null;
      if (latest) {
        const { id: _id, user_id: _userId, last_active_at: _lastActive, ...fields } = latest;
        machine = fields;
      }
      return ok({
        ...userInfo(user, token),
        latest_machine_detail: machine,
        latest_version: LATEST_DESKTOP_VERSION,
      });
    }),
  ),
];
