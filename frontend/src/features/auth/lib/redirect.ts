/**
 * Where to go after login. Only a path on this site is honoured, so a crafted link
 * (`/login?redirect=https://evil.example`, `//evil.example`, `/\evil.example`) cannot send a freshly
 * signed-in user elsewhere; the login page itself is refused too, as it would loop.
 */
export function safeRedirect(target: string | null): string {
  if (!target?.startsWith('/')) return '/';
  const origin = window.location.origin;
  // Parsing as the browser would catches what string checks miss (backslashes, tabs, encoded tricks).
  const url = new URL(target, origin);
  if (url.origin !== origin || url.pathname === '/login') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
