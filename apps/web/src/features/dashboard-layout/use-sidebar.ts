import { useEffect, useState } from 'react';
import { PHONE_MAX_PX, WIDE_SCREEN_PX } from './nav-items';

const wideQuery = `(min-width: ${WIDE_SCREEN_PX}px)`;
const phoneQuery = `(max-width: ${PHONE_MAX_PX}px)`;
const matchesNow = (query: string) => typeof window !== 'undefined' && window.matchMedia(query).matches;
const isWideNow = () => matchesNow(wideQuery);

/**
 * Sidebar state: open on wide screens and collapsed below 1024 px at first; the person can toggle
 * it. Narrow screens close it again after a navigation, since it then covers the page. Phones have
 * no room for even the icon rail: there the navigation is a drawer behind a menu button.
 */
export function useSidebar() {
  const [wide, setWide] = useState(isWideNow);
  const [collapsed, setCollapsed] = useState(() => !isWideNow());
  const [phone, setPhone] = useState(() => matchesNow(phoneQuery));

  useEffect(() => {
    const media = window.matchMedia(wideQuery);
    const onChange = () => {
      setWide(media.matches);
      setCollapsed(!media.matches);
    };
    const phoneMedia = window.matchMedia(phoneQuery);
    const onPhoneChange = () => setPhone(phoneMedia.matches);
    media.addEventListener('change', onChange);
    phoneMedia.addEventListener('change', onPhoneChange);
    return () => {
      media.removeEventListener('change', onChange);
      phoneMedia.removeEventListener('change', onPhoneChange);
    };
  }, []);

  return {
    wide,
    phone,
    collapsed,
    toggle: () => setCollapsed((value) => !value),
    collapseIfNarrow: () => {
      if (!wide) setCollapsed(true);
    },
  };
}
