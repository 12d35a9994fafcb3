/** Who caused an event: a signed-in user with a role, or the system itself. */
export type Actor = { kind: 'user'; userId: string; role: string } | { kind: 'system'; name: string };

/** Metadata every stored event carries; together it is the audit trail. */
export interface EventMetadata {
  actor: Actor;
  correlationId: string;
  causationId: string;
  /** ISO 8601 time at which the fact happened. */
  occurredAt: string;
}
