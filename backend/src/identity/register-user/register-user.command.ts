import { Command } from '@nestjs/cqrs';
import type { UserLanguage, UserRole } from '@ticketshop/projections';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  language: UserLanguage;
}

/**
 * A new account. Someone registering themselves starts unverified and gets a verification mail; an
 * account an operator creates (`npm run admin:create`, demo data) starts verified with its role.
 */
export class RegisterUserCommand extends Command<{ userId: string; position: string }> {
  constructor(
    readonly registration: Registration,
    readonly metadata: CommandMetadata,
    readonly createdByOperator?: { role: UserRole },
  ) {
    super();
  }
}

/** Self-registration from the shop's page: answers the same whether or not the address has an account. */
export class SignUpCommand extends Command<void> {
  constructor(
    readonly registration: Registration,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
