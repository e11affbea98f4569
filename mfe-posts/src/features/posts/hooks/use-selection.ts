import { useCallback, useMemo, useState } from 'react';
import type { FeedPost } from 'shared/contract';

/**
 * Posts chosen for export, kept across pages (spec doc 2 §4): the select-post button turns the mode on,
 * selecting a post turns it on too, and cancel turns it off and clears the list.
 */
export function useSelection() {
  const [active, setActive] = useState(false);
  const [chosen, setChosen] = useState<ReadonlyMap<string, FeedPost>>(new Map());

  const add = useCallback((post: FeedPost) => {
    setChosen((m) => new Map(m).set(post.live_sid, post));
    setActive(true);
  }, []);
  const remove = useCallback((liveSid: string) => {
    setChosen((m) => {
      if (!m.has(liveSid)) return m;
      const next = new Map(m);
      next.delete(liveSid);
      return next;
    });
  }, []);
  const clear = useCallback(() => setChosen(new Map()), []);
  const start = useCallback(() => setActive(true), []);
  const cancel = useCallback(() => {
    setActive(false);
    setChosen(new Map());
  }, []);

  const posts = useMemo(() => [...chosen.values()], [chosen]);
  const has = useCallback((liveSid: string) => chosen.has(liveSid), [chosen]);
  return { active, posts, count: chosen.size, has, add, remove, clear, start, cancel };
}
