import { randomUUID } from 'node:crypto';
import type { Actor, EventMetadata } from '@ticketshop/projections';

/** Who asks, in which flow, and when: the clock enters the domain here and nowhere else. */
export interface CommandMetadata {
  commandId: string;
  actor: Actor;
  correlationId: string;
  now: Date;
}

export function commandMetadata(actor: Actor, correlationId: string = randomUUID(), now = new Date()): CommandMetadata {
  return { commandId: randomUUID(), actor, correlationId, now };
}

export function eventMetadata(command: CommandMetadata): EventMetadata {
  return {
    actor: command.actor,
    correlationId: command.correlationId,
    causationId: command.commandId,
    occurredAt: command.now.toISOString(),
  };
}

export const SYSTEM_ACTOR: Actor = { kind: 'system', name: 'ticket-shop' };
