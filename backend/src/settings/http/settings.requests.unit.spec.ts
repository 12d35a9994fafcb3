import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { PaymentSettingsRequest } from './settings.requests';

const PAYMENT = {
  sandboxEnabled: true,
  makecommerceEnabled: false,
  makecommerceShopId: '',
  payseraEnabled: false,
  payseraProjectId: '',
  bankTransferEnabled: true,
  bankAccount: 'LT121000011101001000',
  paymentFeePercent: 0,
};

/** The fields refused, each with its LT/EN message, as the validation pipe would answer them. */
async function refusedFields(body: object): Promise<Record<string, string[]>> {
  const errors = await validate(plainToInstance(PaymentSettingsRequest, body));
  return Object.fromEntries(errors.map((error) => [error.property, Object.values(error.constraints ?? {})]));
}

describe('payment settings request', () => {
  it.each([1, 3, 14])('takes %i days to pay by transfer', async (bankTransferDays) => {
    expect(await refusedFields({ ...PAYMENT, bankTransferDays })).toEqual({});
  });

  it('takes a save without the days, which keeps the saved ones', async () => {
    expect(await refusedFields(PAYMENT)).toEqual({});
  });

  it.each([0, 15, 2.5, -1, null, '3', true, Number.NaN])(
    'refuses %p days to pay by transfer, in LT and EN',
    async (bankTransferDays) => {
      expect(await refusedFields({ ...PAYMENT, bankTransferDays })).toEqual({
        bankTransferDays: [
          JSON.stringify({
            lt: 'Laikas sumokėti pavedimu – sveikasis dienų skaičius nuo 1 iki 14',
            en: 'Days to pay by bank transfer must be a whole number from 1 to 14',
          }),
        ],
      });
    },
  );
});
