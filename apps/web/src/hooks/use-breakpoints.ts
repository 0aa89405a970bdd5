import { useSyncExternalStore } from 'react';
import { breakpoints } from '../config/layout';

// SPEC §2/§9: big screen at a viewport of at least 425 px; tablet/mobile at 426 px or less.
const bigScreenQuery = `(min-width: ${breakpoints.bigScreenMin}px)`;
const tabletOrMobileQuery = `(max-width: ${breakpoints.tabletOrMobileMax}px)`;

function subscribeTo(query: string) {
  return (onChange: () => void) => {
    if (typeof window === 'undefined' || !window.matchMedia) return () => {};
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

function snapshotOf(query: string) {
  return () =>
    typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false;
}

const subscribeBig = subscribeTo(bigScreenQuery);
const subscribeSmall = subscribeTo(tabletOrMobileQuery);
const getBig = snapshotOf(bigScreenQuery);
const getSmall = snapshotOf(tabletOrMobileQuery);

export interface Breakpoints {
  isBigScreen: boolean;
  isTabletOrMobile: boolean;
}

export function useBreakpoints(): Breakpoints {
  const isBigScreen = useSyncExternalStore(subscribeBig, getBig, () => true);
  const isTabletOrMobile = useSyncExternalStore(subscribeSmall, getSmall, () => false);
  return { isBigScreen, isTabletOrMobile };
}
