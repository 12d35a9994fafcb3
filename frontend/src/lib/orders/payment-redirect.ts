/**
 * Leaving the shop for the payment provider's page. Behind an object so tests can stand in for it:
 * jsdom neither navigates nor lets `window.location` be replaced.
 */
export const paymentRedirect = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
