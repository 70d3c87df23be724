import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the visitor was on each history entry of this tab, by the router's key of the entry. */
const positions = new Map<string, number>();
/** The key of the entry on screen: scrolling writes its position. */
let shownKey = '';

/**
 * A new page starts at the top; Back and Forward return to where the visitor was on that page, before the
 * browser paints it (never the top first and a glide down). A link within the page (an #anchor) and the first
 * page of a visit (its top, its #anchor, or where a reload left it) are placed by the browser.
 */
export function ScrollRestoration() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef<string>(undefined);

  useEffect(() => {
    const remember = () => positions.set(shownKey, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    shownKey = key;
    const before = shownPath.current;
    shownPath.current = pathname;
    if (before === undefined) return;
    const top = navigationType === 'POP' ? positions.get(key) : before === pathname ? undefined : 0;
    if (top !== undefined) window.scrollTo({ top, left: 0, behavior: 'instant' });
  }, [key, pathname, navigationType]);

  return null;
}
