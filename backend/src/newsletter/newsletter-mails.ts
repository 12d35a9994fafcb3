import type { UserLanguage } from '@ticketshop/projections';
import { escape, layout, SIGNATURE, type MailContent } from '../mail/public-api';

/** The double opt-in mail: a link to confirm, and from the first mail on, a way out. */
export function confirmSubscriptionMail(input: {
  language: UserLanguage;
  confirmLink: string;
  unsubscribeLink: string;
}): MailContent {
  const texts =
    input.language === 'en'
      ? {
          subject: 'Confirm your newsletter subscription',
          lines: ['Hello,', 'please confirm that you want to receive news about upcoming events.'],
          validity: 'The link is valid for 7 days. If you did not subscribe, ignore this message.',
          button: 'Confirm subscription',
          fallback: 'If the button does not work, open this link:',
          unsubscribe: 'To unsubscribe at any time:',
        }
      : {
          subject: 'Patvirtinkite naujienlaiškio prenumeratą',
          lines: ['Sveiki,', 'patvirtinkite, kad norite gauti naujienas apie artėjančius renginius.'],
          validity: 'Nuoroda galioja 7 dienas. Jei neprenumeravote, šį laišką ignoruokite.',
          button: 'Patvirtinti prenumeratą',
          fallback: 'Jei mygtukas neveikia, atverkite šią nuorodą:',
          unsubscribe: 'Atsisakyti prenumeratos bet kada galite čia:',
        };
  const signature = SIGNATURE[input.language];
  return {
    subject: texts.subject,
    text: `${texts.lines.join('\n\n')}\n\n${input.confirmLink}\n\n${texts.validity}\n\n${texts.unsubscribe} ${input.unsubscribeLink}\n\n${signature}`,
    html: layout(
      [
        ...texts.lines.map(escape),
        escape(texts.validity),
        `${escape(texts.unsubscribe)} <a href="${escape(input.unsubscribeLink)}" style="color:#0b5cad">${escape(input.unsubscribeLink)}</a>`,
      ],
      { label: texts.button, link: input.confirmLink, fallback: texts.fallback },
    ),
  };
}
