import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';

const STORAGE_KEY = 'page-scroll-positions';

/**
 * This document's load. The history entry a load starts on carries no key of its own (the router
 * names it `default` on every load), so positions kept under that key would carry over from one load
 * to the next, and a new load would open scrolled to wherever some other page was left.
 */
const PAGE_LOAD = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Entries with a key of their own keep it; the first entry is remembered for this load and path only. */
function scrollKeyOf(location: Location): string {
  return location.key === 'default' ? `${PAGE_LOAD}:${location.pathname}` : location.key;
}

/** Where each history entry was left, kept in the tab's session so back after a reload finds it too. */
let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
      positions = typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
    } catch {
      positions = {};
    }
  }
  return positions;
}

function storePositions(): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
  } catch {
    // Storage can be full or disabled: back still works within this load.
  }
}

/** Set by a navigation asking to keep the scroll position (`preventScrollReset`), until the next page shows. */
let keepOnNextPage = false;

/** For the router: the next address keeps the page where it is, as a list changing its own filters wants. */
export function keepScrollPosition(): void {
  keepOnNextPage = true;
}

/**
 * One scroll position per history entry, which the declarative router does not keep (its
 * ScrollRestoration needs the data router): back and forward return to where each page was left,
 * a new page starts at the top (or at its `#anchor`) unless the navigation asked to keep the
 * position (app/ShopRouter.tsx), and a fresh load starts at the top.
 */
export function PageScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = scrollKeyOf(location);
  const shownKey = useRef(key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      savedPositions()[shownKey.current] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', storePositions);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', storePositions);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Before paint, once the new page is on screen: the router keeps the old one until then.
  useLayoutEffect(() => {
    shownKey.current = key;
    if (keepOnNextPage) {
      keepOnNextPage = false;
      return;
    }
    const saved = savedPositions()[key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const anchor = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, navigationType, location.hash]);

  return null;
}
