import { Inject, Injectable } from '@nestjs/common';
import { userStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { loadAggregate } from '../../shared/event-sourcing/event-sourced-handler';
import { userDecider } from '../domain/user.decider';
import { passwordMatches, spendPasswordCheckTime } from './passwords';

/**
 * A signed-in user types their password again before something weighty (money leaving, an admin
 * role given). Each caller refuses a wrong one with its own error; the throttling is theirs too.
 */
@Injectable()
export class PasswordConfirmation {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async confirms(userId: string, password: string): Promise<boolean> {
    const { state } = await loadAggregate(this.store, userStreamId(userId), userDecider);
    if (!state.exists) {
      // As long as a real check, so the answer's time does not tell the account is gone.
      await spendPasswordCheckTime(password);
      return false;
    }
    return passwordMatches(state.passwordHash, password);
  }
}
