/**
 * A ticket code as the scanner sends it: hyphens, spaces and case are only how the code is printed or
 * typed, so "abcd-efgh 1234" and "ABCDEFGH1234" are the same ticket. Camera reads and typed codes pass
 * through here alike, so a repeat is recognised whichever way it was written.
 */
export function normalizeTicketCode(raw: string): string {
  return raw.replace(/[\s\-\u2010-\u2015\u2212]/g, '').toUpperCase();
}
