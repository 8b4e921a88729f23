/**
 * One-click login as a mock account: the mock opens a session as /v1/web/login would after a
 * correct code, and the app takes the token (src/main.tsx; the page reloads, as after a login).
 */
import { updateDb } from '../db';
import { NON_MEMBER_PHONE, SMS_CODE, TEST_PHONE } from '../fixtures/accounts';
import { startSession } from '../lib/session';
import { revokeAllSessions } from '../scenarios';
import { colors, heading, row, section, smallButton } from './style';

export type SignIn = (token: string) => void;

/** A phone no fixture uses: its first login makes a fresh account. */
function newPhone(): string {
  return `177${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

const ACCOUNTS: Array<{ label: string; phone: () => string }> = [
  { label: `测试号 ${TEST_PHONE}`, phone: () => TEST_PHONE },
  { label: `非会员号 ${NON_MEMBER_PHONE}`, phone: () => NON_MEMBER_PHONE },
  { label: '新用户', phone: newPhone },
];

export function AccountLogins({ onSignIn }: { onSignIn: SignIn }) {
  return (
    <section style={section}>
      <h3 style={heading}>一键登录（验证码 {SMS_CODE}）</h3>
      <div style={row}>
        {ACCOUNTS.map((account) => (
          <button
            key={account.label}
            type="button"
            style={smallButton}
            aria-label={`以${account.label}登录`}
            onClick={() => onSignIn(updateDb((db) => startSession(db, account.phone())).token)}
          >
            {account.label}
          </button>
        ))}
        <button
          type="button"
          style={smallButton}
          onClick={() => {
            revokeAllSessions();
            window.location.reload();
          }}
        >
          所有登录态失效
        </button>
      </div>
      <p style={{ margin: 0, color: colors.muted }}>登录会刷新页面。</p>
    </section>
  );
}
