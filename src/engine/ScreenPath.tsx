// The path a screen was opened at: a screen routed at several paths (an ADMIN's /admin/authors and
// a REDACTOR's /redactor/authors) builds its own links from it, so a user stays in their area.
import { createContext, useContext } from 'react';

export const ScreenPathContext = createContext('');

/** The route pattern of the screen being shown, e.g. '/redactor/authors'. */
export const useScreenPath = () => useContext(ScreenPathContext);
