import { ScrollRestoration, type Location } from 'react-router';

/**
 * This document's load. The history entry a load starts on carries no key of its own (the router
 * names it `default` on every load), so positions kept under that key carried over from one load to
 * the next, and a new load opened scrolled to wherever some other page was left.
 */
const PAGE_LOAD = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Entries with a key of their own keep it; the first entry is remembered for this load and path only. */
function scrollKeyOf(location: Location): string {
  return location.key === 'default' ? `${PAGE_LOAD}:${location.pathname}` : location.key;
}

/**
 * The router's scroll restoration, one position per page: back and forward return to where each page
 * was left, a new page and a fresh load start at the top.
 */
export function PageScrollRestoration() {
  return <ScrollRestoration getKey={scrollKeyOf} />;
}
