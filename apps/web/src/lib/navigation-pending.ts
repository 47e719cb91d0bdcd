import { createContext, useContext } from 'react';

/** Whether a navigation is waiting for its page (the app's router provides it, app/browser-router.tsx). */
export const NavigationPendingContext = createContext(false);

/** True while a navigation waits for its page: the current page is still on screen and should take no more input. */
export const useNavigationPending = () => useContext(NavigationPendingContext);
