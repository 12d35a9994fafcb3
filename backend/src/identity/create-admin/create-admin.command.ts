import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { PASSWORD_MIN_LENGTH } from '../infrastructure/passwords';

export interface CreateAdminOptions {
  email: string;
  password?: string;
  firstName: string;
  lastName: string;
}

export type CreateAdminOutcome =
  { outcome: 'created'; userId: string; generatedPassword?: string } | { outcome: 'promoted'; userId: string };

/** The console's own check, before the storage opens; the handler checks again. */
export function checkCreateAdminOptions(options: CreateAdminOptions): void {
  if (options.password !== undefined && options.password.length < PASSWORD_MIN_LENGTH) {
    throw new Error(`The password must be at least ${PASSWORD_MIN_LENGTH} characters long`);
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(options.email)) throw new Error(`Not an e-mail address: ${options.email}`);
}

/** An operator at the console makes an account a verified super admin (`npm run admin:create`). */
export class CreateAdminCommand extends Command<CreateAdminOutcome> {
  constructor(
    readonly options: CreateAdminOptions,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
