import { DomainError } from '../../shared/event-sourcing/domain-error';

export const userErrors = {
  notFound: () => new DomainError('user.not-found', 'not-found', { lt: 'Vartotojas nerastas', en: 'User not found' }),
  alreadyRegistered: () =>
    new DomainError('user.already-registered', 'conflict', {
      lt: 'Šis vartotojas jau užregistruotas',
      en: 'This user is already registered',
    }),
  emailTaken: () =>
    new DomainError(
      'user.email-taken',
      'conflict',
      {
        lt: 'Šiuo el. pašto adresu jau užsiregistruota. Prisijunkite arba atkurkite slaptažodį.',
        en: 'An account with this email already exists. Log in or reset your password.',
      },
      { field: 'email' },
    ),
  invalidField: (field: string, messages: { lt: string; en: string }) =>
    new DomainError('user.invalid', 'invalid', messages, { field }),
  invalidVerificationToken: () =>
    new DomainError('user.invalid-verification-token', 'invalid', {
      lt: 'Patvirtinimo nuoroda neteisinga arba jau panaudota',
      en: 'The verification link is invalid or has already been used',
    }),
  expiredVerificationToken: () =>
    new DomainError('user.expired-verification-token', 'invalid', {
      lt: 'Patvirtinimo nuorodos galiojimas baigėsi. Paprašykite naujos.',
      en: 'The verification link has expired. Request a new one.',
    }),
  invalidResetToken: () =>
    new DomainError('user.invalid-reset-token', 'invalid', {
      lt: 'Slaptažodžio atkūrimo nuoroda neteisinga, pasibaigusi arba jau panaudota',
      en: 'The password reset link is invalid, expired or already used',
    }),
  wrongCurrentPassword: () =>
    new DomainError(
      'user.wrong-current-password',
      'invalid',
      { lt: 'Dabartinis slaptažodis neteisingas', en: 'The current password is incorrect' },
      { field: 'currentPassword' },
    ),
  suspended: () =>
    new DomainError('user.suspended', 'forbidden', {
      lt: 'Paskyra sustabdyta. Kreipkitės į klientų aptarnavimą.',
      en: 'This account is suspended. Please contact support.',
    }),
  unverified: () =>
    new DomainError('user.unverified', 'forbidden', {
      lt: 'Pirmiausia patvirtinkite el. pašto adresą: atidarykite laiške gautą nuorodą.',
      en: 'Please verify your email address first: open the link we sent you.',
    }),
  ownAccount: () =>
    new DomainError('user.own-account', 'forbidden', {
      lt: 'Savo paties rolės ar statuso keisti negalima',
      en: 'You cannot change your own role or status',
    }),
  registrationClosed: () =>
    new DomainError('user.registration-closed', 'forbidden', {
      lt: 'Registracija šiuo metu išjungta. Pirkti bilietus galite ir neprisiregistravę.',
      en: 'Registration is closed at the moment. You can still buy tickets without an account.',
    }),
  /** Granting administrator rights asks the super admin's own password again. */
  passwordConfirmationRequired: () =>
    new DomainError(
      'user.password-confirmation-required',
      'invalid',
      { lt: 'Įveskite savo slaptažodį', en: 'Enter your password' },
      { field: 'admin_password_confirmation' },
    ),
  wrongPasswordConfirmation: () =>
    new DomainError(
      'user.wrong-password-confirmation',
      'forbidden',
      { lt: 'Neteisingas slaptažodis', en: 'The password is incorrect' },
      { field: 'admin_password_confirmation' },
    ),
  superAdminOnly: () =>
    new DomainError('user.super-admin-only', 'forbidden', {
      lt: 'Administratoriaus teises suteikti ar atimti gali tik vyriausiasis administratorius',
      en: 'Only a super administrator can grant or remove administrator rights',
    }),
};
