/**
 * The identity mails in the recipient's language. Pure: links and times come in, {subject, text, html}
 * go out; user input is escaped in the HTML.
 */
import type { UserLanguage } from '@ticketshop/projections';
import { escape, layout, SIGNATURE, type MailContent } from '../../mail/public-api';
import { zoneName } from '../../shared/time/shop-time';

export type { MailContent };

export function verificationMail(input: { language: UserLanguage; firstName: string; link: string }): MailContent {
  const name = input.firstName;
  if (input.language === 'en') {
    const lines = [`Hello ${name},`, 'please confirm your email address to finish creating your account.'];
    return {
      subject: 'Confirm your email address',
      text: `${lines.join('\n\n')}\n\n${input.link}\n\nThe link is valid for 48 hours. If you did not register, ignore this message.\n\n${SIGNATURE.en}`,
      html: layout(
        [...lines.map(escape), 'The link is valid for 48 hours. If you did not register, ignore this message.'],
        { label: 'Confirm email address', link: input.link, fallback: 'If the button does not work, open this link:' },
      ),
    };
  }
  const lines = [`Sveiki, ${name},`, 'patvirtinkite savo el. pašto adresą, kad užbaigtumėte registraciją.'];
  return {
    subject: 'Patvirtinkite el. pašto adresą',
    text: `${lines.join('\n\n')}\n\n${input.link}\n\nNuoroda galioja 48 valandas. Jei nesiregistravote, šį laišką galite ignoruoti.\n\n${SIGNATURE.lt}`,
    html: layout(
      [...lines.map(escape), 'Nuoroda galioja 48 valandas. Jei nesiregistravote, šį laišką galite ignoruoti.'],
      { label: 'Patvirtinti el. paštą', link: input.link, fallback: 'Jei mygtukas neveikia, atidarykite šią nuorodą:' },
    ),
  };
}

export function passwordResetMail(input: {
  language: UserLanguage;
  firstName: string;
  link: string;
  expiresInMinutes: number;
}): MailContent {
  const name = input.firstName;
  if (input.language === 'en') {
    const lines = [
      `Hello ${name},`,
      'we received a request to reset the password of your account. Choose a new password with this link:',
    ];
    const note = `The link is valid for ${input.expiresInMinutes} minutes and works once. If you did not ask for it, ignore this message: your password stays the same.`;
    return {
      subject: 'Password reset',
      text: `${lines.join('\n\n')}\n\n${input.link}\n\n${note}\n\n${SIGNATURE.en}`,
      html: layout([...lines.map(escape), escape(note)], {
        label: 'Choose a new password',
        link: input.link,
        fallback: 'If the button does not work, open this link:',
      }),
    };
  }
  const lines = [
    `Sveiki, ${name},`,
    'gavome prašymą atkurti jūsų paskyros slaptažodį. Naują slaptažodį galite nustatyti šia nuoroda:',
  ];
  const note = `Nuoroda galioja ${input.expiresInMinutes} min. ir tinka vieną kartą. Jei to neprašėte, šį laišką ignoruokite – slaptažodis nepasikeis.`;
  return {
    subject: 'Slaptažodžio atkūrimas',
    text: `${lines.join('\n\n')}\n\n${input.link}\n\n${note}\n\n${SIGNATURE.lt}`,
    html: layout([...lines.map(escape), escape(note)], {
      label: 'Nustatyti naują slaptažodį',
      link: input.link,
      fallback: 'Jei mygtukas neveikia, atidarykite šią nuorodą:',
    }),
  };
}

/** When the password changed, in the shop's time zone (the settings' `timezone`), named in the text. */
export function passwordChangedMail(input: {
  language: UserLanguage;
  firstName: string;
  when: Date;
  timeZone: string;
}): MailContent {
  const name = input.firstName;
  const { timeZone } = input;
  if (input.language === 'en') {
    const when = input.when.toLocaleString('en-GB', {
      timeZone,
      dateStyle: 'long',
      timeStyle: 'short',
    });
    const lines = [
      `Hello ${name},`,
      `the password of your account was changed on ${when} (${zoneName(timeZone, 'en')}), and other devices were signed out.`,
      'If it was not you, reset your password at once with "Forgot password" and contact our support.',
    ];
    return {
      subject: 'Your password has been changed',
      text: `${lines.join('\n\n')}\n\n${SIGNATURE.en}`,
      html: layout(lines.map(escape)),
    };
  }
  const when = input.when.toLocaleString('lt-LT', {
    timeZone,
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const lines = [
    `Sveiki, ${name},`,
    `jūsų paskyros slaptažodis pakeistas ${when} (${zoneName(timeZone, 'lt')}), kiti įrenginiai atjungti.`,
    'Jei tai buvote ne jūs, nedelsdami atkurkite slaptažodį per „Pamiršote slaptažodį?“ ir susisiekite su klientų aptarnavimu.',
  ];
  return {
    subject: 'Jūsų slaptažodis pakeistas',
    text: `${lines.join('\n\n')}\n\n${SIGNATURE.lt}`,
    html: layout(lines.map(escape)),
  };
}

/**
 * To the owner of an address someone tried to register again. The registration page answers as for a
 * new address, so only the owner learns that the account exists.
 */
export function registrationAttemptMail(input: {
  language: UserLanguage;
  firstName: string;
  loginLink: string;
  resetLink: string;
}): MailContent {
  const name = input.firstName;
  if (input.language === 'en') {
    const lines = [
      `Hello ${name},`,
      'someone tried to register a new account with your email address, which already has an account with us. No new account was created.',
      `If it was you, sign in: ${input.loginLink}. Forgot your password? Reset it: ${input.resetLink}.`,
      'If it was not you, you need not do anything: your account is unchanged.',
    ];
    return {
      subject: 'Someone tried to register with your address',
      text: `${lines.join('\n\n')}\n\n${SIGNATURE.en}`,
      html: layout(lines.map(escape), {
        label: 'Sign in',
        link: input.loginLink,
        fallback: 'If the button does not work, open this link:',
      }),
    };
  }
  const lines = [
    `Sveiki, ${name},`,
    'kažkas bandė užregistruoti naują paskyrą jūsų el. pašto adresu, bet šiuo adresu paskyra jau yra. Nauja paskyra nesukurta.',
    `Jei tai buvote jūs, prisijunkite: ${input.loginLink}. Pamiršote slaptažodį? Atkurkite jį: ${input.resetLink}.`,
    'Jei tai buvote ne jūs, nieko daryti nereikia: jūsų paskyra nepakeista.',
  ];
  return {
    subject: 'Kažkas bandė registruotis jūsų adresu',
    text: `${lines.join('\n\n')}\n\n${SIGNATURE.lt}`,
    html: layout(lines.map(escape), {
      label: 'Prisijungti',
      link: input.loginLink,
      fallback: 'Jei mygtukas neveikia, atidarykite šią nuorodą:',
    }),
  };
}
