/**
 * A command the domain refuses. `code` is stable for clients; `kind` tells the HTTP layer which
 * status fits; `messages` are the texts a user reads, in both languages of the shop.
 */
export type DomainErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict';

export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly kind: DomainErrorKind,
    readonly messages: { lt: string; en: string },
    readonly details: Record<string, unknown> = {},
  ) {
    super(messages.en);
    this.name = 'DomainError';
  }
}
