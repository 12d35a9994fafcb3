/**
 * The number people read and type for an order (and a refund request): its id's last 8 characters,
 * upper-case — the same form the server prints in mails, PDFs and payment references.
 */
export function orderNumberOf(id: string): string {
  return id.slice(-8).toUpperCase();
}
