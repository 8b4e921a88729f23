import { useLayoutEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';

type Router = React.ComponentProps<typeof RouterProvider>['router'];

/**
 * React Router's provider, kept in step with its router. The provider reads the router's state
 * when it renders and subscribes to it when it commits; a first navigation that ends between the
 * two is never heard of once the router has another subscriber (markWhenRouteReady in
 * ./app-router.ts), and the page stays on its loading state for good. A render in a transition
 * yields to the browser every few milliseconds, and cached page chunks arrive in such a gap
 * (docs/decisions/0011-browser-engines.md, the WebKitGTK row). Seen at commit, a first navigation
 * the provider missed mounts it afresh, reading the router's current state: it showed the loading
 * state only, so nothing of a page is mounted twice. Later changes reach it through its
 * subscription.
 */
export function AppRouterProvider({ router }: { router: Router }) {
  const rendered = router.state;
  const [mount, setMount] = useState(0);
  // After the provider's own layout effect (children's run first): it has subscribed by now.
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the router changed unseen: rare, and the commit must follow it
    if (router.state.initialized && !rendered.initialized) setMount((n) => n + 1);
  }, [router, rendered]);
  return <RouterProvider key={mount} router={router} />;
}
