/** The login address that brings the visitor back to `path` afterwards (docs/web.md, "Screen rules"). */
export function loginPathFor(path: string): string {
  return `/login?${new URLSearchParams({ redirect: path }).toString()}`;
}

/** Whether a path belongs to the admin area, whose pages must not stay open after the session ends. */
export function isAdminPath(path: string): boolean {
  return /^\/admin(?:[/?#]|$)/.test(path);
}
