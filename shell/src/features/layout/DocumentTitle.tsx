import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { documentTitleOf } from './sections';

/** Keeps the browser tab's title in step with the route. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitleOf(pathname);
  }, [pathname]);
  return null;
}
