import { DomainError } from '../shared/event-sourcing/domain-error';

/** The code of the DomainError a decision throws; fails the test when it decides instead. */
export function refusalCode(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  throw new Error('expected a DomainError');
}
