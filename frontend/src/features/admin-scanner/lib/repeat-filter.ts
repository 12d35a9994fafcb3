/** How long the camera must stop seeing a code before the same code counts as a new read. */
export const REPEAT_WINDOW_MS = 3000;

/**
 * The camera sees a ticket held in front of it several times a second; only the first sighting should
 * reach the server. A code counts again only after it has been out of sight for `windowMs` (each
 * sighting restarts its window), so a ticket held still is never re-checked and shown as "already used"
 * moments after it was admitted. Codes are tracked separately: two tickets shown in turn both count.
 */
export function createRepeatFilter(windowMs = REPEAT_WINDOW_MS): (code: string, now: number) => boolean {
  const lastSeen = new Map<string, number>();
  return (code, now) => {
    for (const [seen, at] of lastSeen) {
      if (now - at >= windowMs) lastSeen.delete(seen);
    }
    const fresh = !lastSeen.has(code);
    lastSeen.set(code, now);
    return fresh;
  };
}
