import { userStreamId, type EventStore } from '@ticketshop/projections';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { decideAndAppend } from '../../shared/event-sourcing/event-sourced-handler';
import { userDecider } from '../domain/user.decider';
import { findUserIdByEmail } from './email-reservations';
import type { MailRecipient } from './identity-mails';
import { asAccountOwner } from './self-actor';
import { issueToken } from '../../shared/security-tokens';

/**
 * A new single-use link for the account of a typed address (verification or password reset). Nothing
 * when the address has no account or the account needs no link, so the caller's answer never differs.
 */
export async function issueMailLink(
  store: EventStore,
  email: string,
  kind: 'RequestEmailVerification' | 'RequestPasswordReset',
  validForMs: number,
  metadata: CommandMetadata,
): Promise<{ token: string; recipient: MailRecipient } | undefined> {
  const userId = await findUserIdByEmail(store, email);
  if (!userId) return undefined;
  const issued = issueToken(userId);
  const expiresAt = new Date(metadata.now.getTime() + validForMs).toISOString();
  const { events, state } = await decideAndAppend(
    store,
    userStreamId(userId),
    userDecider,
    { type: kind, data: { userId, tokenHash: issued.tokenHash, expiresAt } },
    await asAccountOwner(store, userId, metadata),
  );
  if (events.length === 0 || !state.exists) return undefined;
  return {
    token: issued.token,
    recipient: { userId, email: state.email, firstName: state.firstName, language: state.language },
  };
}
