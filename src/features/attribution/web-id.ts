import { getCookie } from '@/shared/storage/cookies';
import { LOCAL_KEYS } from '@/shared/storage/keys';
import { local } from '@/shared/storage/local';

/** The cookie in which the Sensors SDK keeps its ids when `cross_subdomain` is on (the product's hosts). */
const SENSORS_COOKIE = 'sensorsdata2015jssdkcross';

/** The SDK's anonymous id from its cookie (`first_id` once logged in, else `distinct_id`). */
export function sensorsAnonymousId(
  raw: string | undefined = getCookie(SENSORS_COOKIE),
): string | undefined {
  if (!raw) return undefined;
  try {
    const state = JSON.parse(raw) as { first_id?: unknown; distinct_id?: unknown };
    const id = state.first_id || state.distinct_id;
    return typeof id === 'string' && id ? id : undefined;
  } catch {
    return undefined;
  }
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join(
    '',
  );
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/**
 * `web_id` of the ad reports (docs/backend-contract.md): the analytics SDK's anonymous id, else a
 * UUID, kept in localStorage so that the first report and the after-login one name the same device.
 * The analytics feature aligns the SDK's anonymous id with this value once the SDK has loaded.
 */
export function webId(): string {
  const stored = local.getString(LOCAL_KEYS.webId);
  if (stored) return stored;
  const id = sensorsAnonymousId() ?? randomId();
  local.setString(LOCAL_KEYS.webId, id);
  return id;
}
