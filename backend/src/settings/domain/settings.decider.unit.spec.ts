import type { SettingsValues } from './settings';
import { settingsDecider, type ChangeSettings } from './settings.decider';
import { givenWhenThen } from '../../shared/event-sourcing/given-when-then.spec';
import { refusalCode } from '../../testing/domain-errors';

const DEFAULTS: SettingsValues = {
  system: {
    siteName: 'Bilietų parduotuvė',
    siteDescription: '',
    contactEmail: 'pagalba@example.lt',
    supportPhone: '+370 5 200 0000',
    currency: 'EUR',
    timezone: 'Europe/Vilnius',
    language: 'lt',
    allowRegistration: true,
    requireEmailVerification: true,
  },
  seller: { legalName: '', companyCode: '', vatCode: '', address: '', bankAccount: '', invoiceSeries: 'TS' },
  payment: {
    sandboxEnabled: true,
    makecommerceEnabled: false,
    makecommerceShopId: '',
    makecommerceSecretKey: null,
    payseraEnabled: false,
    payseraProjectId: '',
    payseraSignPassword: null,
    bankTransferEnabled: false,
    bankAccount: '',
    bankTransferDays: 3,
    paymentFeePercent: 0,
  },
  email: {
    smtpHost: '',
    smtpPort: 587,
    smtpUsername: '',
    smtpPassword: 'sealed-from-the-environment',
    fromEmail: 'no-reply@example.lt',
    fromName: 'Bilietų parduotuvė',
    emailTemplatesEnabled: true,
  },
  maintenance: { maintenanceMode: false },
};

const decider = settingsDecider(DEFAULTS);
const { given } = givenWhenThen(decider);
const { makecommerceSecretKey: _key, payseraSignPassword: _password, ...PAYMENT } = DEFAULTS.payment;
const { smtpPassword: _smtp, ...EMAIL } = DEFAULTS.email;

const change = (data: Partial<ChangeSettings['data']> & Pick<ChangeSettings['data'], 'section' | 'values'>) =>
  ({
    type: 'ChangeSettings',
    data: { secrets: {}, changedByRole: 'super_admin', production: false, currenciesInUse: [], ...data },
  }) as ChangeSettings;

describe('settings decider', () => {
  it('given the defaults, when an admin closes registration, then the change says from what to what', () => {
    const events = decider.decide(
      change({
        section: 'system',
        values: { ...DEFAULTS.system, allowRegistration: false, siteName: 'Koncertai' },
        changedByRole: 'admin',
      }),
      given([]),
    );
    expect(events).toEqual([
      {
        type: 'SystemSettingsChanged',
        data: {
          changes: [
            { field: 'siteName', from: 'Bilietų parduotuvė', to: 'Koncertai' },
            { field: 'allowRegistration', from: true, to: false },
          ],
        },
      },
    ]);
  });

  it('given a change, when evolved, then the next decision starts from it and the same values change nothing', () => {
    const state = given([
      { type: 'MaintenanceSettingsChanged', data: { changes: [{ field: 'maintenanceMode', from: false, to: true }] } },
    ]);
    expect(state.maintenance.maintenanceMode).toBe(true);
    expect(decider.decide(change({ section: 'maintenance', values: { maintenanceMode: true } }), state)).toEqual([]);
  });

  it('given an admin, when they change payment or e-mail settings, then only a super admin may', () => {
    for (const section of ['payment', 'email'] as const) {
      const values = section === 'payment' ? PAYMENT : EMAIL;
      expect(
        refusalCode(() => decider.decide(change({ section, values, changedByRole: 'admin' } as never), given([]))),
      ).toBe('settings.super-admin-only');
    }
  });

  it('given secrets, when set, changed, cleared or left out, then only what happened to them is said, sealed', () => {
    const emailValues = EMAIL;
    const events = decider.decide(
      change({ section: 'email', values: emailValues, secrets: { smtpPassword: 'sealed-new' } }),
      given([]),
    );
    expect(events).toEqual([
      {
        type: 'EmailSettingsChanged',
        data: { changes: [], secrets: [{ field: 'smtpPassword', change: 'changed', encrypted: 'sealed-new' }] },
      },
    ]);
    const cleared = given(events);
    const clearing = decider.decide(
      change({ section: 'email', values: emailValues, secrets: { smtpPassword: null } }),
      cleared,
    );
    expect(clearing).toEqual([
      {
        type: 'EmailSettingsChanged',
        data: { changes: [], secrets: [{ field: 'smtpPassword', change: 'cleared', encrypted: null }] },
      },
    ]);
    const unset = given([...events, ...clearing]);
    expect(unset.email.smtpPassword).toBeNull();
    expect(decider.decide(change({ section: 'email', values: emailValues }), unset)).toEqual([]);
    expect(
      decider.decide(
        change({ section: 'email', values: emailValues, secrets: { smtpPassword: 'sealed-again' } }),
        unset,
      )[0]?.data,
    ).toMatchObject({ secrets: [{ field: 'smtpPassword', change: 'set' }] });
  });

  it('given a stored SMTP password, when the host, port or user changes without it, then it is cleared, not sent to the new server', () => {
    const stored = given([
      {
        type: 'EmailSettingsChanged',
        data: {
          changes: [{ field: 'smtpHost', from: '', to: 'smtp.pastas.lt' }],
          secrets: [{ field: 'smtpPassword', change: 'changed', encrypted: 'sealed-for-pastas' }],
        },
      },
    ]);
    const values = { ...EMAIL, smtpHost: 'smtp.pastas.lt' };
    for (const moved of [{ smtpHost: 'smtp.kito-serveris.example' }, { smtpPort: 2525 }, { smtpUsername: 'kitas' }]) {
      const events = decider.decide(change({ section: 'email', values: { ...values, ...moved } }), stored);
      expect(events[0]?.data).toMatchObject({
        secrets: [{ field: 'smtpPassword', change: 'cleared', encrypted: null }],
      });
      expect(events.reduce(decider.evolve, stored).email.smtpPassword).toBeNull();
    }
  });

  it('given a stored SMTP password, when the destination changes and the password is typed again, then the new one is kept', () => {
    const stored = given([
      {
        type: 'EmailSettingsChanged',
        data: { changes: [], secrets: [{ field: 'smtpPassword', change: 'set', encrypted: 'sealed-old' }] },
      },
    ]);
    const events = decider.decide(
      change({
        section: 'email',
        values: { ...EMAIL, smtpHost: 'smtp.naujas.lt' },
        secrets: { smtpPassword: 'sealed-for-naujas' },
      }),
      stored,
    );
    expect(events[0]?.data).toMatchObject({
      secrets: [{ field: 'smtpPassword', change: 'changed', encrypted: 'sealed-for-naujas' }],
    });
  });

  it('given a stored SMTP password, when only the sender or templates change, then the password stays', () => {
    const events = decider.decide(
      change({ section: 'email', values: { ...EMAIL, fromName: 'Koncertai', emailTemplatesEnabled: false } }),
      given([]),
    );
    expect(events[0]?.data).toMatchObject({ secrets: [] });
    expect(events.reduce(decider.evolve, given([])).email.smtpPassword).toBe('sealed-from-the-environment');
  });

  it("given a provider's stored key, when its shop or project id changes without it, then the key is cleared", () => {
    const stored = given([
      {
        type: 'PaymentSettingsChanged',
        data: {
          changes: [
            { field: 'makecommerceShopId', from: '', to: 'shop-1' },
            { field: 'payseraProjectId', from: '', to: '6028' },
          ],
          secrets: [
            { field: 'makecommerceSecretKey', change: 'set', encrypted: 'sealed-mc' },
            { field: 'payseraSignPassword', change: 'set', encrypted: 'sealed-paysera' },
          ],
        },
      },
    ]);
    const values = { ...PAYMENT, makecommerceShopId: 'shop-1', payseraProjectId: '6028' };
    const moved = decider.decide(
      change({ section: 'payment', values: { ...values, payseraProjectId: '9999' } }),
      stored,
    );
    expect(moved[0]?.data).toMatchObject({
      secrets: [{ field: 'payseraSignPassword', change: 'cleared', encrypted: null }],
    });
    const after = moved.reduce(decider.evolve, stored);
    expect(after.payment.payseraSignPassword).toBeNull();
    expect(after.payment.makecommerceSecretKey).toBe('sealed-mc');

    // An enabled provider cannot lose its key this way: the save is refused and names the key to type again.
    const live = decider
      .decide(change({ section: 'payment', values: { ...values, makecommerceEnabled: true } }), stored)
      .reduce(decider.evolve, stored);
    expect(
      refusalCode(() =>
        decider.decide(
          change({
            section: 'payment',
            values: { ...values, makecommerceEnabled: true, makecommerceShopId: 'shop-2' },
          }),
          live,
        ),
      ),
    ).toBe('settings.provider-credentials-missing');
  });

  it('given a live shop, when the sandbox is enabled, then it is refused', () => {
    const payment = PAYMENT;
    expect(
      refusalCode(() => decider.decide(change({ section: 'payment', values: payment, production: true }), given([]))),
    ).toBe('settings.sandbox-in-production');
    expect(
      decider.decide(
        change({ section: 'payment', values: { ...payment, sandboxEnabled: false }, production: true }),
        given([]),
      ),
    ).toEqual([
      {
        type: 'PaymentSettingsChanged',
        data: { changes: [{ field: 'sandboxEnabled', from: true, to: false }], secrets: [] },
      },
    ]);
  });

  it('given no credentials, when a provider is enabled, then it is refused until they are given', () => {
    const payment = PAYMENT;
    expect(
      refusalCode(() =>
        decider.decide(
          change({ section: 'payment', values: { ...payment, payseraEnabled: true, payseraProjectId: '6028' } }),
          given([]),
        ),
      ),
    ).toBe('settings.provider-credentials-missing');
    const [event] = decider.decide(
      change({
        section: 'payment',
        values: { ...payment, payseraEnabled: true, payseraProjectId: '6028' },
        secrets: { payseraSignPassword: 'sealed' },
      }),
      given([]),
    );
    expect(event?.data).toEqual({
      changes: [
        { field: 'payseraEnabled', from: false, to: true },
        { field: 'payseraProjectId', from: '', to: '6028' },
      ],
      secrets: [{ field: 'payseraSignPassword', change: 'set', encrypted: 'sealed' }],
    });
  });

  it('given no bank account, when bank transfer is enabled, then it is refused until one is given', () => {
    expect(
      refusalCode(() =>
        decider.decide(change({ section: 'payment', values: { ...PAYMENT, bankTransferEnabled: true } }), given([])),
      ),
    ).toBe('settings.bank-account-missing');
    expect(
      decider.decide(
        change({
          section: 'payment',
          values: { ...PAYMENT, bankTransferEnabled: true, bankAccount: 'LT601010012345678901' },
        }),
        given([]),
      )[0]?.data,
    ).toEqual({
      changes: [
        { field: 'bankTransferEnabled', from: false, to: true },
        { field: 'bankAccount', from: '', to: 'LT601010012345678901' },
      ],
      secrets: [],
    });
  });

  it('given the days to pay by transfer, when changed, then the change says from what to what, and they stay when left out', () => {
    const events = decider.decide(
      change({ section: 'payment', values: { ...PAYMENT, bankTransferDays: 7 } }),
      given([]),
    );
    expect(events).toEqual([
      {
        type: 'PaymentSettingsChanged',
        data: { changes: [{ field: 'bankTransferDays', from: 3, to: 7 }], secrets: [] },
      },
    ]);
    const { bankTransferDays: _days, ...withoutDays } = PAYMENT;
    const state = given(events);
    expect(state.payment.bankTransferDays).toBe(7);
    expect(
      decider.decide(
        // A request class leaves a field not sent as undefined.
        change({ section: 'payment', values: { ...withoutDays, bankTransferDays: undefined, paymentFeePercent: 1 } }),
        state,
      ),
    ).toEqual([
      {
        type: 'PaymentSettingsChanged',
        data: { changes: [{ field: 'paymentFeePercent', from: 0, to: 1 }], secrets: [] },
      },
    ]);
  });

  it('given payment settings saved before the transfer days existed, when read, then the days are the default', () => {
    // As stored then: the section's changes, no `bankTransferDays` among them.
    const state = given([
      {
        type: 'PaymentSettingsChanged',
        data: {
          changes: [
            { field: 'bankTransferEnabled', from: false, to: true },
            { field: 'bankAccount', from: '', to: 'LT601010012345678901' },
          ],
          secrets: [],
        },
      },
    ]);
    expect(state.payment).toMatchObject({ bankTransferEnabled: true, bankTransferDays: 3 });
  });

  it('given any IANA zone, when chosen, then it is the change; a name that is not one is refused', () => {
    expect(
      decider.decide(change({ section: 'system', values: { ...DEFAULTS.system, timezone: 'Europe/Riga' } }), given([])),
    ).toEqual([
      {
        type: 'SystemSettingsChanged',
        data: { changes: [{ field: 'timezone', from: 'Europe/Vilnius', to: 'Europe/Riga' }] },
      },
    ]);
    for (const timezone of ['Europe/Rига', 'Vilnius', '+02:00', 'EET']) {
      expect(
        refusalCode(() =>
          decider.decide(change({ section: 'system', values: { ...DEFAULTS.system, timezone } }), given([])),
        ),
      ).toBe('settings.unknown-time-zone');
    }
  });

  it('given nothing priced yet, or everything priced in the new currency, when the currency changes, then it does', () => {
    for (const currenciesInUse of [[], ['USD'], ['USD', 'USD']]) {
      expect(
        decider.decide(
          change({ section: 'system', values: { ...DEFAULTS.system, currency: 'USD' }, currenciesInUse }),
          given([]),
        ),
      ).toEqual([
        { type: 'SystemSettingsChanged', data: { changes: [{ field: 'currency', from: 'EUR', to: 'USD' }] } },
      ]);
    }
  });

  it('given ticket types or orders in euros, when the currency changes to dollars, then it is refused', () => {
    expect(
      refusalCode(() =>
        decider.decide(
          change({
            section: 'system',
            values: { ...DEFAULTS.system, currency: 'USD' },
            currenciesInUse: ['EUR', 'USD'],
          }),
          given([]),
        ),
      ),
    ).toBe('settings.currency-in-use');
    // Saving the section without touching the currency is not a change of it.
    expect(
      decider.decide(
        change({ section: 'system', values: { ...DEFAULTS.system, siteName: 'Koncertai' }, currenciesInUse: ['USD'] }),
        given([]),
      ),
    ).toEqual([
      {
        type: 'SystemSettingsChanged',
        data: { changes: [{ field: 'siteName', from: 'Bilietų parduotuvė', to: 'Koncertai' }] },
      },
    ]);
  });
});
