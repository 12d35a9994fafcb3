/**
 * The published language of the shop: every domain event type, its current version, and the upcasters
 * that read older stored shapes as the current one. Events are never edited once released.
 */
import type { EventMetadata } from './metadata';

/** A fact as the domain sees it: its type string, and data at the type's current version. */
export interface DomainEvent<Type extends string = string, Data = Record<string, unknown>> {
  type: Type;
  data: Data;
}

/** Reads data stored at `fromVersion` as data of `fromVersion + 1`. */
export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

export interface EventDefinition<Type extends string = string> {
  type: Type;
  version: number;
  /** Keyed by the version they read; `upcasters[1]` turns v1 data into v2 data. */
  upcasters: Readonly<Record<number, Upcaster>>;
}

export function defineEvent<Type extends string>(
  type: Type,
  version = 1,
  upcasters: Readonly<Record<number, Upcaster>> = {},
): EventDefinition<Type> {
  for (let v = 1; v < version; v++) {
    if (!upcasters[v]) throw new Error(`Event ${type} v${version} lacks an upcaster from v${v}`);
  }
  return { type, version, upcasters };
}

/** A stored event made current: what projectors and deciders consume. */
export interface CurrentEvent<Type extends string = string, Data = Record<string, unknown>> extends DomainEvent<
  Type,
  Data
> {
  metadata: EventMetadata;
}

export class UnknownEventTypeError extends Error {
  constructor(readonly eventType: string) {
    super(`Unknown event type ${eventType}`);
    this.name = 'UnknownEventTypeError';
  }
}

export class EventCatalog {
  private readonly definitions = new Map<string, EventDefinition>();

  constructor(definitions: readonly EventDefinition[]) {
    for (const definition of definitions) {
      if (this.definitions.has(definition.type)) {
        throw new Error(`Event type ${definition.type} is defined twice`);
      }
      this.definitions.set(definition.type, definition);
    }
  }

  has(type: string): boolean {
    return this.definitions.has(type);
  }

  versionOf(type: string): number {
    return this.definition(type).version;
  }

  /** Brings data stored at `storedVersion` up to the type's current version. */
  upcast(type: string, storedVersion: number, data: Record<string, unknown>): Record<string, unknown> {
    const definition = this.definition(type);
    if (storedVersion > definition.version) {
      throw new Error(`Event ${type} v${storedVersion} is newer than this code (v${definition.version})`);
    }
    let current = data;
    for (let v = storedVersion; v < definition.version; v++) {
      const upcaster = definition.upcasters[v];
      if (!upcaster) throw new Error(`Event ${type} lacks an upcaster from v${v}`);
      current = upcaster(current);
    }
    return current;
  }

  private definition(type: string): EventDefinition {
    const definition = this.definitions.get(type);
    if (!definition) throw new UnknownEventTypeError(type);
    return definition;
  }
}
