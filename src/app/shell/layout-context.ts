import { createContext } from 'react';

/** True inside a site layout (which already renders the navbar and <main>); error screens read it
 * to decide whether to bring their own minimal frame. */
export const InsideLayoutContext = createContext(false);
