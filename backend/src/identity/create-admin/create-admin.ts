import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import type { INestApplicationContext } from '@nestjs/common';
import { userStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { commandMetadata, type CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { decideAndAppend, loadAggregate } from '../../shared/event-sourcing/event-sourced-handler';
import { userDecider } from '../domain/user.decider';
import { findUserIdByEmail } from '../infrastructure/email-reservations';
import { PASSWORD_MIN_LENGTH } from '../infrastructure/passwords';
import { RegisterUserCommand } from '../register-user/register-user.command';

export interface CreateAdminOptions {
  email: string;
  password?: string;
  firstName: string;
  lastName: string;
}

export type CreateAdminOutcome =
  { outcome: 'created'; userId: string; generatedPassword?: string } | { outcome: 'promoted'; userId: string };

// The operator at the console holds every right; the decider's checks for people do not apply to them.
const OPERATOR = { userId: 'operator', role: 'super_admin' as const };

/**
 * The first admin (or any later one): a verified super admin, created through the same commands as
 * the API, or an existing account promoted and verified.
 */
export function checkCreateAdminOptions(options: CreateAdminOptions): void {
  if (options.password !== undefined && options.password.length < PASSWORD_MIN_LENGTH) {
    throw new Error(`The password must be at least ${PASSWORD_MIN_LENGTH} characters long`);
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(options.email)) throw new Error(`Not an e-mail address: ${options.email}`);
}

export async function createAdmin(
  app: INestApplicationContext,
  options: CreateAdminOptions,
): Promise<CreateAdminOutcome> {
  checkCreateAdminOptions(options);
  const store = app.get<EventStore>(EVENT_STORE);
  const metadata = commandMetadata({ kind: 'system', name: 'admin-cli' });
  const existing = await findUserIdByEmail(store, options.email);
  if (existing) {
    await promote(store, existing, metadata);
    return { outcome: 'promoted', userId: existing };
  }
  const generatedPassword = options.password === undefined ? randomBytes(12).toString('base64url') : undefined;
  const { userId } = await app.get(CommandBus).execute(
    new RegisterUserCommand(
      {
        email: options.email,
        password: options.password ?? generatedPassword!,
        firstName: options.firstName,
        lastName: options.lastName,
        language: 'lt',
      },
      metadata,
      { role: 'super_admin' },
    ),
  );
  return { outcome: 'created', userId, ...(generatedPassword ? { generatedPassword } : {}) };
}

async function promote(store: EventStore, userId: string, metadata: CommandMetadata): Promise<void> {
  const stream = userStreamId(userId);
  await decideAndAppend(
    store,
    stream,
    userDecider,
    { type: 'ChangeUserRole', data: { userId, role: 'super_admin', changedBy: OPERATOR } },
    metadata,
  );
  const { state } = await loadAggregate(store, stream, userDecider);
  if (state.exists && state.status !== 'verified') {
    await decideAndAppend(
      store,
      stream,
      userDecider,
      { type: 'ChangeUserStatus', data: { userId, status: 'verified', changedBy: OPERATOR } },
      metadata,
    );
  }
}
