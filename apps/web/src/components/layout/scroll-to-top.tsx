import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every navigation starts at the top of the new page (spec/public-site.md §2.1). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
