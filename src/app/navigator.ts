import type { RouteObject } from 'react-router-dom';

/** What start-up and the work after load need of the app's router (React Router's, or a test's). */
export interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void>;
  state: {
    location: { pathname: string; search: string; hash?: string };
    matches: readonly { route: { handle?: unknown } }[];
    navigation: { state: string; location?: { pathname: string; search: string; hash?: string } };
    initialized: boolean;
  };
  subscribe: (listener: (state: Navigator['state']) => void) => () => void;
  /** The route table, as the router holds it (./warm-next-pages.ts loads a path's code from it). */
  routes: RouteObject[];
}
