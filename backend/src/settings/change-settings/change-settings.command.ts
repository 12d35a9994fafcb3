import { Command } from '@nestjs/cqrs';
import type { SettingsSection, UserRole } from '@ticketshop/projections';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import type { PlainFields, SecretField } from '../domain/settings';

/**
 * A section's fields as typed in the settings screen: secrets in plain text, `""` to clear one. A field
 * the request lets a client leave out keeps its value.
 */
export type SectionInput<S extends SettingsSection> = Partial<PlainFields<S>> & Partial<Record<SecretField<S>, string>>;

/** An admin saves one section of the settings. */
export class ChangeSettingsCommand<S extends SettingsSection = SettingsSection> extends Command<CommandResult> {
  constructor(
    readonly section: S,
    readonly input: SectionInput<S>,
    readonly changedByRole: UserRole,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
