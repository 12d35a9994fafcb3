import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail, userStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { ShopSettings } from '../../settings/public-api';
import { decideAndAppend, loadAggregate } from '../../shared/event-sourcing/event-sourced-handler';
import { DomainError } from '../../shared/event-sourcing/domain-error';
import { userDecider } from '../domain/user.decider';
import { userErrors } from '../domain/user.errors';
import { findUserIdByEmail, reserveEmail } from '../infrastructure/email-reservations';
import { IdentityMails } from '../infrastructure/identity-mails';
import { hashPassword } from '../infrastructure/passwords';
import { VERIFICATION_TOKEN_TTL_MS } from '../infrastructure/session-policy';
import { issueToken, newId } from '../../shared/security-tokens';
import { RegisterUserCommand, SignUpCommand } from './register-user.command';

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly mails: IdentityMails,
  ) {}

  async execute({ registration, metadata, createdByOperator }: RegisterUserCommand) {
    const userId = newId();
    const email = normalizeEmail(registration.email);
    // The registrant is the actor of their own registration; an operator's command keeps its actor.
    const asActor = createdByOperator
      ? metadata
      : { ...metadata, actor: { kind: 'user' as const, userId, role: 'user' as const } };
    const passwordHash = await hashPassword(registration.password);
    await reserveEmail(this.store, email, userId, asActor);
    const token = createdByOperator ? undefined : issueToken(userId);
    const { result } = await decideAndAppend(
      this.store,
      userStreamId(userId),
      userDecider,
      {
        type: 'RegisterUser',
        data: {
          userId,
          email,
          firstName: registration.firstName,
          lastName: registration.lastName,
          passwordHash,
          role: createdByOperator?.role ?? 'user',
          language: registration.language,
          verification: token
            ? {
                tokenHash: token.tokenHash,
                expiresAt: new Date(metadata.now.getTime() + VERIFICATION_TOKEN_TTL_MS).toISOString(),
              }
            : null,
        },
      },
      asActor,
    );
    if (token) {
      await this.mails.sendVerification(
        { userId, email, firstName: registration.firstName.trim(), language: registration.language },
        token.token,
      );
    }
    return { userId, position: result.position };
  }
}

/**
 * A registration from the public page. An address that already has an account gets the same answer as
 * a new one, so the page cannot be used to find out who has an account; the owner is mailed instead.
 */
@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly mails: IdentityMails,
    private readonly register: RegisterUserHandler,
    private readonly settings: ShopSettings,
  ) {}

  async execute({ registration, metadata }: SignUpCommand): Promise<void> {
    // Only the public page closes: accounts an operator creates are not registrations.
    if (!this.settings.current().system.allowRegistration) throw userErrors.registrationClosed();
    try {
      await this.register.execute(new RegisterUserCommand(registration, metadata));
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'user.email-taken')) throw error;
      await this.warnOwner(registration.email);
    }
  }

  private async warnOwner(email: string): Promise<void> {
    const ownerId = await findUserIdByEmail(this.store, email);
    if (!ownerId) return;
    const { state: owner } = await loadAggregate(this.store, userStreamId(ownerId), userDecider);
    // No account yet behind the reservation: it is being registered this very moment, and that
    // registration's own verification mail reaches the address.
    if (!owner.exists) return;
    await this.mails.sendRegistrationAttempt({
      userId: owner.id,
      email: owner.email,
      firstName: owner.firstName,
      language: owner.language,
    });
  }
}
