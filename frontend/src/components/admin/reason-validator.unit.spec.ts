import type { TFunction } from 'i18next';
import { reasonValidator } from './reason-validator';

// The key, and the limit it was given: enough to tell which message was chosen.
const t = ((key: string, options?: { max: number }) => (options ? `${key} (${options.max})` : key)) as TFunction;

describe('reasonValidator', () => {
  const validate = reasonValidator(
    t,
    { required: 'adminOrders.cancel.errors.reasonRequired', tooLong: 'adminOrders.cancel.errors.reasonTooLong' },
    5,
  );

  it('refuses a reason that is empty once trimmed', () => {
    expect(validate('   ')).toBe('adminOrders.cancel.errors.reasonRequired');
  });

  it('counts the characters after trimming, as the API does', () => {
    expect(validate('  penki  ')).toBe(true);
    expect(validate('šešiai')).toBe('adminOrders.cancel.errors.reasonTooLong (5)');
  });
});
