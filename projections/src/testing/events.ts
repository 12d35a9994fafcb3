import { randomUUID } from 'node:crypto';
import type { EventToAppend } from '../eventstore/event-store';
import type { EventMetadata } from '../events/metadata';

export function testMetadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  const id = randomUUID();
  return {
    actor: { kind: 'system', name: 'test' },
    correlationId: id,
    causationId: id,
    occurredAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function testEvent(type = 'SomethingHappened', data: Record<string, unknown> = {}): EventToAppend {
  return { eventId: randomUUID(), type, version: 1, data, metadata: testMetadata() };
}

export function uniqueStream(prefix = 'test'): string {
  return `${prefix}-${randomUUID()}`;
}
