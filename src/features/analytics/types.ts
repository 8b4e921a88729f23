export interface AnalyticsSdk {
  track: (event: string, properties?: Record<string, unknown>) => void;
  /** Signs the user in; `orgId` is registered on every later event as `org_id`. */
  login: (userId: string, orgId?: number) => void;
  logout: () => void;
}

export interface AnalyticsStartConfig {
  /** VITE_ANALYTICS_URL; empty turns analytics off. */
  serverUrl: string;
  /** Registered on every event as `front_end_id`: the id of the running build. */
  frontEndId: string;
  crossSubdomain: boolean;
}
