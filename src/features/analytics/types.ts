import type { SettledIdentity } from './identity';

export interface AnalyticsSdk {
  track: (event: string, properties?: object) => void;
  /**
   * Signs the user in (`org_id` registered on every later event) or out; `unknown` keeps what the
   * SDK has.
   */
  identify: (identity: SettledIdentity) => void;
}

export interface AnalyticsStartConfig {
  /** VITE_ANALYTICS_URL; empty turns analytics off. */
  serverUrl: string;
  /** Registered on every event as `front_end_id`: the id of the running build. */
  frontEndId: string;
  crossSubdomain: boolean;
}
