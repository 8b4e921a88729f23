import type { WechatJsConfig } from '@/api/types';
import { isRecord } from '@/shared/is-record';
import { getSession, setSession } from '@/shared/storage/session';
import { SESSION_KEYS } from '@/shared/storage/keys';

/**
 * The JS-SDK signatures of this tab's session, per signed URL (SPEC §3 "wechat config"): a page
 * shown again, or reloaded, is signed without asking the backend. The backend signs with the
 * official account's jsapi_ticket, which lasts two hours (docs/backend-contract.md), so a
 * signature older than {@link MAX_AGE_S} is asked for again; one that WeChat refused is forgotten.
 */
const MAX_AGE_S = 60 * 60;
/** The most recent URLs kept; older ones give way. */
const MAX_URLS = 20;

type Signatures = Record<string, WechatJsConfig>;

const isConfig = (value: unknown): value is WechatJsConfig =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as WechatJsConfig).appId === 'string' &&
  typeof (value as WechatJsConfig).nonceStr === 'string' &&
  typeof (value as WechatJsConfig).signature === 'string' &&
  Number.isFinite((value as WechatJsConfig).timestamp);

const isSignatures = (value: unknown): value is Signatures => isRecord(value);

function read(): Signatures {
  return getSession<Signatures>(SESSION_KEYS.wechatConfig, {}, isSignatures);
}

export function createConfigCache(
  fetchConfig: (url: string) => Promise<WechatJsConfig>,
  now: () => number = Date.now,
) {
  return {
    /** The kept signature of `url` while fresh, else the backend's (then kept). */
    get: async (url: string): Promise<WechatJsConfig> => {
      const kept = read()[url];
      if (isConfig(kept) && now() / 1000 - kept.timestamp < MAX_AGE_S) return kept;
      const config = await fetchConfig(url);
      const others = Object.entries(read()).filter(([key]) => key !== url);
      setSession(
        SESSION_KEYS.wechatConfig,
        Object.fromEntries([...others.slice(-(MAX_URLS - 1)), [url, config]]),
      );
      return config;
    },
    /** WeChat refused the signature of `url`: the next page asks the backend again. */
    forget: (url: string): void => {
      const { [url]: _refused, ...others } = read();
      setSession(SESSION_KEYS.wechatConfig, others);
    },
  };
}
