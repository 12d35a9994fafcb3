import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { decideAndAppend, loadAggregate } from '../../shared/event-sourcing/event-sourced-handler';
import { userDecider } from '../domain/user.decider';
import { findUserIdByEmail } from '../infrastructure/email-reservations';
import { RegisterUserCommand } from '../register-user/register-user.command';
import { checkCreateAdminOptions, CreateAdminCommand, type CreateAdminOutcome } from './create-admin.command';

// The operator at the console holds every right; the decider's checks for people do not apply to them.
const OPERATOR = { userId: 'operator', role: 'super_admin' as const };

/**
 * The first admin (or any later one): a verified super admin, created through the same commands as
 * the API, or an existing account promoted and verified.
 */
@CommandHandler(CreateAdminCommand)
export class CreateAdminHandler implements ICommandHandler<CreateAdminCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandBus,
  ) {}

  async execute({ options, metadata }: CreateAdminCommand): Promise<CreateAdminOutcome> {
    checkCreateAdminOptions(options);
    const existing = await findUserIdByEmail(this.store, options.email);
    if (existing) {
      await promote(this.store, existing, metadata);
      return { outcome: 'promoted', userId: existing };
    }
    const generatedPassword = options.password === undefined ? randomBytes(12).toString('base64url') : undefined;
    const { userId } = await this.commands.execute(
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
