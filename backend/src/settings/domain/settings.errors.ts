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
};
