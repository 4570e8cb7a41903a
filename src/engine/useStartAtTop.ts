// A screen whose parts share one route (the clinic profile's steps) shows each part from its top,
// its title under the app bar: the window would keep the scroll of the part left.
import { useLayoutEffect } from 'react';

export function useStartAtTop(part: string | undefined) {
  useLayoutEffect(() => {
    if (part) window.scrollTo(0, 0);
  }, [part]);
}
