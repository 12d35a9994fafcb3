import { DomainError } from '../../shared/event-sourcing/domain-error';

export const settingsErrors = {
  superAdminOnly: () =>
    new DomainError('settings.super-admin-only', 'forbidden', {
      lt: 'Mokėjimų ir el. pašto nustatymus gali keisti tik vyriausiasis administratorius',
      en: 'Only a super admin may change the payment and e-mail settings',
    }),
  sandboxInProduction: () =>
    new DomainError(
      'settings.sandbox-in-production',
      'invalid',
      {
        lt: 'Bandomasis mokėjimas neima pinigų, todėl veikiančioje parduotuvėje jo įjungti negalima',
        en: 'The sandbox takes no money, so it cannot be enabled in a live shop',
      },
      { field: 'sandboxEnabled' },
    ),
  providerCredentialsMissing: (field: string, provider: string) =>
    new DomainError(
      'settings.provider-credentials-missing',
      'invalid',
      {
        lt: `Norint įjungti ${provider}, reikia nurodyti jo prisijungimo duomenis`,
        en: `${provider} needs its credentials before it can be enabled`,
      },
      { field },
    ),
  bankAccountMissing: () =>
    new DomainError(
      'settings.bank-account-missing',
      'invalid',
      {
        lt: 'Norint įjungti bankinį pavedimą, reikia nurodyti banko sąskaitą (IBAN)',
        en: 'Bank transfer needs a bank account (IBAN) before it can be enabled',
      },
      { field: 'bankAccount' },
    ),
  unknownTimeZone: (timezone: string) =>
    new DomainError(
      'settings.unknown-time-zone',
      'invalid',
      {
        lt: `„${timezone}“ nėra IANA laiko juosta; nurodykite, pvz., Europe/Vilnius arba Europe/Riga`,
        en: `“${timezone}” is not an IANA time zone; give one such as Europe/Vilnius or Europe/Riga`,
      },
      { field: 'timezone' },
    ),
  currencyInUse: (currency: string, inUse: readonly string[]) =>
    new DomainError(
      'settings.currency-in-use',
      'conflict',
      {
        lt: `Valiutos pakeisti į ${currency} negalima: yra bilietų tipų ar užsakymų kita valiuta (${inUse.join(', ')}). Parduotuvės valiuta taikoma tik naujoms kainoms ir mokėjimams.`,
        en: `The currency cannot change to ${currency}: ticket types or orders exist in another currency (${inUse.join(', ')}). The shop's currency only applies to new prices and payments.`,
      },
      { field: 'currency' },
    ),
};
