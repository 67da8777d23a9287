import { useEffect, useState } from 'react';
import { WIDE_SCREEN_PX } from './nav-items';

const wideQuery = `(min-width: ${WIDE_SCREEN_PX}px)`;
const isWideNow = () => typeof window !== 'undefined' && window.matchMedia(wideQuery).matches;

/**
 * Sidebar state: open on wide screens and collapsed below 1024 px at first; the person can toggle
 * it. Narrow screens close it again after a navigation, since it then covers the page.
 */
export function useSidebar() {
  const [wide, setWide] = useState(isWideNow);
  const [collapsed, setCollapsed] = useState(() => !isWideNow());

  useEffect(() => {
    const media = window.matchMedia(wideQuery);
    const onChange = () => {
      setWide(media.matches);
      setCollapsed(!media.matches);
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  return {
    wide,
    collapsed,
    toggle: () => setCollapsed((value) => !value),
    collapseIfNarrow: () => {
      if (!wide) setCollapsed(true);
    },
  };
}
