/**
 * The browser address, for code that runs outside React (the API's base query). Kept behind an object
 * so tests can stand in for it: jsdom neither navigates nor lets `window.location` be replaced.
 */
export const pageLocation = {
  /** Path, query and fragment of the current page. */
  current(): string {
    return `${window.location.pathname}${window.location.search}${window.location.hash}`;
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};
