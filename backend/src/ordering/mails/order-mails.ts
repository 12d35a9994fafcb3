/**
 * The mails of buying, in the order's language. Pure: documents, links and the PDF come in, the mail
 * goes out without its recipient; whatever buyers or organisers typed is escaped in the HTML.
 */
import type { OrderLanguage, OrderStatus } from '@ticketshop/projections';
import { escape, layout, SIGNATURE, type MailContent, type MailMessage } from '../../mail/public-api';
import { eventStartText, type TicketDocument } from '../tickets/ticket-document';
import { ORDER_LINK_DAYS_AFTER_EVENT } from '../infrastructure/order-links';
import { formatMoney } from '../../shared/money/money';

export type { MailContent };

/** A mail with its attachments; the caller addresses it. */
export type OrderMail = Omit<MailMessage, 'to'>;

/** Whom the buyer asks: the settings' contact e-mail and support phone, as the shop's footer shows them. */
export interface SupportContact {
  email: string;
  phone: string;
}

export const supportContactOf = ({ system }: { system: { contactEmail: string; supportPhone: string } }) => ({
  email: system.contactEmail,
  phone: system.supportPhone,
});

/**
 * "Contact us at … or …", naming what the settings hold (the phone is optional), and the order's number
 * when there is one.
 */
function contactSentence(contact: SupportContact, language: OrderLanguage, number?: string): string {
  if (language === 'en') {
    const ways = [contact.email, contact.phone].filter(Boolean).join(' or ');
    return number
      ? `If you have any questions, contact us at ${ways}, quoting order number ${number}.`
      : `If you need help, contact us at ${ways}.`;
  }
  const ways = [contact.email, contact.phone && `tel. ${contact.phone}`].filter(Boolean).join(' arba ');
  return number
    ? `Jei turite klausimų, susisiekite su mumis ${ways} ir nurodykite užsakymo numerį ${number}.`
    : `Jei reikia pagalbos, susisiekite su mumis ${ways}.`;
}

export interface OrderSummary {
  number: string;
  /** Named in the order's language. */
  lines: { name: string; quantity: number; unitPriceCents: number }[];
  /** Omitted or 0 when the order had no discount code or payment fee. */
  discountCents?: number;
  feeCents?: number;
  totalCents: number;
  currency: string;
}

/** The confirmation of a paid order, with its tickets attached as a PDF. */
export function orderConfirmationMail(input: {
  document: TicketDocument;
  order: OrderSummary;
  lookupLink: string;
  pdf: Buffer;
}): OrderMail {
  const { document, order } = input;
  const { language } = document;
  const money = (cents: number) => formatMoney(cents, order.currency, language);
  const single = document.tickets.length === 1;
  const texts =
    language === 'en'
      ? {
          subject: `Your tickets: ${document.event.name} (order ${order.number})`,
          greeting: `Hello ${document.buyerName},`,
          thanks: `thank you for your purchase! Order ${order.number} is paid and your tickets are ready.`,
          discount: 'Discount',
          fee: 'Payment fee',
          total: 'Total',
          attached: `${single ? 'Your ticket is' : 'Your tickets are'} attached to this mail as a PDF. Each ticket is valid for one admission: print ${single ? 'it' : 'them'} or show ${single ? 'it' : 'them'} on your phone at the entrance.`,
          lookup: `You can see your order in the shop until ${ORDER_LINK_DAYS_AFTER_EVENT} days after the event:`,
          button: 'View your order',
          fallback: 'If the button does not work, open this link:',
          filename: `tickets-${order.number}.pdf`,
        }
      : {
          subject: `Jūsų bilietai: ${document.event.name} (užsakymas ${order.number})`,
          greeting: `Sveiki, ${document.buyerName},`,
          thanks: `dėkojame už pirkinį! Užsakymas ${order.number} apmokėtas, jūsų bilietai paruošti.`,
          discount: 'Nuolaida',
          fee: 'Mokėjimo mokestis',
          total: 'Iš viso',
          attached: `${single ? 'Bilietas pridėtas' : 'Bilietai pridėti'} prie šio laiško PDF faile. Kiekvienas bilietas galioja vienam įėjimui: atsispausdinkite ${single ? 'jį' : 'juos'} arba parodykite telefone prie įėjimo.`,
          lookup: `Užsakymą parduotuvėje galite peržiūrėti iki ${ORDER_LINK_DAYS_AFTER_EVENT} dienų po renginio:`,
          button: 'Peržiūrėti užsakymą',
          fallback: 'Jei mygtukas neveikia, atidarykite šią nuorodą:',
          filename: `bilietai-${order.number}.pdf`,
        };
  const { event } = document;
  const eventLines = [
    event.name,
    eventStartText(event.startsAt, language, document.timeZone),
    `${event.venue.name}, ${event.venue.address}, ${event.venue.city}`,
  ];
  const priceLines = order.lines.map(
    (line) =>
      `${line.name}: ${line.quantity} × ${money(line.unitPriceCents)} = ${money(line.quantity * line.unitPriceCents)}`,
  );
  if (order.discountCents) priceLines.push(`${texts.discount}: ${money(-order.discountCents)}`);
  if (order.feeCents) priceLines.push(`${texts.fee}: ${money(order.feeCents)}`);
  const totalLine = `${texts.total}: ${money(order.totalCents)}`;

  return {
    subject: oneLine(texts.subject),
    text: [
      texts.greeting,
      texts.thanks,
      eventLines.join('\n'),
      [...priceLines, totalLine].join('\n'),
      texts.attached,
      `${texts.lookup}\n${input.lookupLink}`,
      SIGNATURE[language],
    ].join('\n\n'),
    html: layout(
      [
        escape(texts.greeting),
        escape(texts.thanks),
        `<strong>${escape(eventLines[0]!)}</strong><br>${eventLines.slice(1).map(escape).join('<br>')}`,
        [...priceLines.map(escape), `<strong>${escape(totalLine)}</strong>`].join('<br>'),
        escape(texts.attached),
        escape(texts.lookup),
      ],
      { label: texts.button, link: input.lookupLink, fallback: texts.fallback },
    ),
    attachments: [{ filename: texts.filename, content: input.pdf, contentType: 'application/pdf' }],
  };
}

/**
 * A payment that arrived after the hold ran out, for seats since sold to others: the money goes back.
 * `manual` when the provider cannot refund through its API and staff refund it by hand.
 */
export function latePaymentRefundMail(input: {
  language: OrderLanguage;
  number: string;
  eventName: string;
  amountCents: number;
  currency: string;
  manual: boolean;
  contact: SupportContact;
}): MailContent {
  const amount = formatMoney(input.amountCents, input.currency, input.language);
  return orderLetter(
    input,
    input.language === 'en'
      ? {
          subject: `Order ${input.number}: we are refunding your payment`,
          lines: [
            'Hello,',
            `your payment for order ${input.number} (“${input.eventName}”) reached us after your reservation had expired, and by then the seats had been sold to other buyers. We are sorry, but we cannot issue the tickets.`,
            input.manual
              ? `Our staff will refund the amount you paid, ${amount}, within a few working days. You do not need to do anything.`
              : `We are refunding the amount you paid, ${amount}, to the payment method you used. Depending on your bank, it may take a few working days to reach your account.`,
            'We apologise for the inconvenience.',
          ],
        }
      : {
          subject: `Užsakymas ${input.number}: grąžiname jūsų mokėjimą`,
          lines: [
            'Sveiki,',
            `jūsų mokėjimas už užsakymą ${input.number} („${input.eventName}“) mus pasiekė jau pasibaigus bilietų rezervacijos laikui, o tuo metu vietos jau buvo parduotos kitiems pirkėjams. Deja, bilietų jums išduoti negalime.`,
            input.manual
              ? `Sumokėtą sumą – ${amount} – per kelias darbo dienas jums grąžins mūsų darbuotojai. Jums nieko daryti nereikia.`
              : `Sumokėtą sumą – ${amount} – grąžiname tuo pačiu mokėjimo būdu. Priklausomai nuo banko, pinigai jūsų sąskaitoje gali atsirasti per kelias darbo dienas.`,
            'Atsiprašome už nepatogumus.',
          ],
        },
  );
}

/** How to pay an order by bank transfer: what the result page shows, kept in the buyer's mailbox. */
export function bankTransferInstructionsMail(input: {
  language: OrderLanguage;
  number: string;
  eventName: string;
  amountCents: number;
  currency: string;
  recipient: string;
  iban: string;
  payBy: string;
  timeZone: string;
  contact: SupportContact;
}): MailContent {
  const amount = formatMoney(input.amountCents, input.currency, input.language);
  const payBy = eventStartText(input.payBy, input.language, input.timeZone);
  return orderLetter(
    input,
    input.language === 'en'
      ? {
          subject: `Order ${input.number}: how to pay by bank transfer`,
          lines: [
            'Hello,',
            `your tickets for “${input.eventName}” (order ${input.number}) are held for you until ${payBy}. Please transfer:`,
            `Recipient: ${input.recipient}`,
            `Account number (IBAN): ${input.iban}`,
            `Amount: ${amount}`,
            `Payment reference: ${input.number}`,
            `Without the reference we cannot tell the payment is yours. Once the money arrives, we will e-mail your tickets. Unpaid by ${payBy}, the order expires and the tickets go back on sale.`,
          ],
        }
      : {
          subject: `Užsakymas ${input.number}: kaip sumokėti banko pavedimu`,
          lines: [
            'Sveiki,',
            `jūsų bilietai į „${input.eventName}“ (užsakymas ${input.number}) rezervuoti iki ${payBy}. Prašome pervesti:`,
            `Gavėjas: ${input.recipient}`,
            `Sąskaitos numeris (IBAN): ${input.iban}`,
            `Suma: ${amount}`,
            `Mokėjimo paskirtis: ${input.number}`,
            `Be mokėjimo paskirties negalėsime atpažinti jūsų mokėjimo. Kai pinigus gausime, bilietus atsiųsime el. paštu. Nesumokėjus iki ${payBy}, užsakymas nebegalios, o bilietai grįš į prekybą.`,
          ],
        },
  );
}

/**
 * Money of an order given back at the shop's decision (an admin's refund, a cancelled event), sent once
 * the provider has returned it. `full` when nothing of the order's payment is left, so tickets stop.
 */
export function refundNoticeMail(input: {
  language: OrderLanguage;
  number: string;
  eventName: string;
  amountCents: number;
  currency: string;
  full: boolean;
  contact: SupportContact;
}): MailContent {
  const amount = formatMoney(input.amountCents, input.currency, input.language);
  return orderLetter(
    input,
    input.language === 'en'
      ? {
          subject: `Order ${input.number}: your money has been refunded`,
          lines: [
            'Hello,',
            `we have refunded ${amount} for order ${input.number} (“${input.eventName}”) to the payment method you used. Depending on your bank, it may take a few working days to reach your account.`,
            input.full
              ? 'The whole order has been refunded, so its tickets are no longer valid.'
              : 'This is part of what you paid; your tickets stay valid.',
          ],
        }
      : {
          subject: `Užsakymas ${input.number}: pinigai grąžinti`,
          lines: [
            'Sveiki,',
            `už užsakymą ${input.number} („${input.eventName}“) grąžinome ${amount} tuo pačiu mokėjimo būdu. Priklausomai nuo banko, pinigai jūsų sąskaitoje gali atsirasti per kelias darbo dienas.`,
            input.full
              ? 'Grąžinta visa užsakymo suma, todėl jo bilietai nebegalioja.'
              : 'Tai dalis sumokėtos sumos; jūsų bilietai galioja.',
          ],
        },
  );
}

/** The event of a paid order was cancelled: its tickets no longer admit, and the money will be returned. */
export function eventCancellationMail(input: {
  language: OrderLanguage;
  number: string;
  eventName: string;
  startsAt: string;
  /** The shop's time zone: the event's start is told in it. */
  timeZone: string;
  contact: SupportContact;
}): MailContent {
  const when = eventStartText(input.startsAt, input.language, input.timeZone);
  return orderLetter(
    input,
    input.language === 'en'
      ? {
          subject: `“${input.eventName}” has been cancelled`,
          lines: [
            'Hello,',
            `we are sorry to tell you that “${input.eventName}”, planned for ${when}, has been cancelled. The tickets of your order ${input.number} are no longer valid.`,
            'The money you paid will be refunded to the payment method you used. You do not need to do anything.',
          ],
        }
      : {
          subject: `Renginys „${input.eventName}“ atšauktas`,
          lines: [
            'Sveiki,',
            `apgailestaujame, tačiau renginys „${input.eventName}“, turėjęs vykti ${when}, atšauktas. Jūsų užsakymo ${input.number} bilietai nebegalioja.`,
            'Sumokėti pinigai bus grąžinti tuo pačiu mokėjimo būdu. Jums nieko daryti nereikia.',
          ],
        },
  );
}

export type FoundOrderStatus = OrderStatus | 'partly_refunded' | 'refunded' | 'event_cancelled';

export interface FoundOrder {
  number: string;
  /** Named in the mail's language. */
  eventName: string;
  startsAt: string;
  /** The order's status, or what became of a paid order's money or event when that tells more. */
  status: FoundOrderStatus;
  totalCents: number;
  currency: string;
}

/**
 * The answer to "which orders did I place with this address?", sent to that address whatever it finds,
 * so that the shop's web answer is the same for every address and tells nobody whose orders exist.
 */
export function orderLookupMail(input: {
  language: OrderLanguage;
  email: string;
  orders: FoundOrder[];
  link: string;
  /** The shop's time zone: the events' starts are told in it. */
  timeZone: string;
  contact: SupportContact;
}): MailContent {
  const { language, email } = input;
  const signature = SIGNATURE[language];
  if (input.orders.length === 0) {
    const texts =
      language === 'en'
        ? {
            subject: 'No orders found',
            lines: [
              'Hello,',
              `someone, probably you, looked for orders placed in our shop with the email address ${email}. We found no orders for this address.`,
              'Perhaps you bought the tickets with another address: try searching with that one. If you did not search for orders, ignore this message.',
            ],
            contact: contactSentence(input.contact, 'en'),
          }
        : {
            subject: 'Užsakymų nerasta',
            lines: [
              'Sveiki,',
              `kažkas, tikriausiai jūs, mūsų parduotuvėje ieškojo užsakymų, pateiktų el. pašto adresu ${email}. Šiuo adresu užsakymų neradome.`,
              'Galbūt pirkdami nurodėte kitą el. pašto adresą – pabandykite ieškoti juo. Jei užsakymų neieškojote, šį laišką ignoruokite.',
            ],
            contact: contactSentence(input.contact, 'lt'),
          };
    return {
      subject: texts.subject,
      text: [...texts.lines, texts.contact, signature].join('\n\n'),
      html: layout([...texts.lines.map(escape), withSupportLink(texts.contact, input.contact)]),
    };
  }

  const texts =
    language === 'en'
      ? {
          subject: 'Your orders',
          intro: `someone, probably you, asked to see the orders placed in our shop with the email address ${email}. We found these:`,
          greeting: 'Hello,',
          open: 'Open them in the shop with this link:',
          validity: 'The link is valid for 1 hour. If you did not ask for it, ignore this message.',
          button: 'View my orders',
          fallback: 'If the button does not work, open this link:',
        }
      : {
          subject: 'Jūsų užsakymai',
          intro: `kažkas, tikriausiai jūs, paprašė parodyti užsakymus, pateiktus mūsų parduotuvėje el. pašto adresu ${email}. Radome šiuos:`,
          greeting: 'Sveiki,',
          open: 'Juos parduotuvėje galite peržiūrėti šia nuoroda:',
          validity: 'Nuoroda galioja 1 valandą. Jei to neprašėte, šį laišką ignoruokite.',
          button: 'Peržiūrėti užsakymus',
          fallback: 'Jei mygtukas neveikia, atidarykite šią nuorodą:',
        };
  const orderLines = input.orders.map(
    (order) =>
      `${order.number} – ${order.eventName}, ${eventStartText(order.startsAt, language, input.timeZone)} – ${STATUS_TEXTS[language][order.status]}, ${formatMoney(order.totalCents, order.currency, language)}`,
  );
  return {
    subject: texts.subject,
    text: [
      texts.greeting,
      texts.intro,
      orderLines.join('\n'),
      `${texts.open}\n${input.link}`,
      texts.validity,
      signature,
    ].join('\n\n'),
    html: layout(
      [escape(texts.greeting), escape(texts.intro), orderLines.map(escape).join('<br>'), escape(texts.validity)],
      { label: texts.button, link: input.link, fallback: texts.fallback },
    ),
  };
}

const STATUS_TEXTS: Record<OrderLanguage, Record<FoundOrderStatus, string>> = {
  lt: {
    initializing: 'laukia apmokėjimo',
    pending: 'laukia apmokėjimo',
    completed: 'apmokėtas',
    cancelled: 'atšauktas',
    expired: 'nebegalioja (baigėsi rezervacijos laikas)',
    partly_refunded: 'dalis pinigų grąžinta',
    refunded: 'pinigai grąžinti, bilietai negalioja',
    event_cancelled: 'renginys atšauktas, bilietai negalioja',
  },
  en: {
    initializing: 'awaiting payment',
    pending: 'awaiting payment',
    completed: 'paid',
    cancelled: 'cancelled',
    expired: 'expired (the reservation ran out)',
    partly_refunded: 'partly refunded',
    refunded: 'refunded, the tickets are not valid',
    event_cancelled: 'event cancelled, the tickets are not valid',
  },
};

/** A plain letter about one order: its lines, then how to reach support about that order, then the signature. */
function orderLetter(
  input: { language: OrderLanguage; number: string; contact: SupportContact },
  texts: { subject: string; lines: string[] },
): MailContent {
  const contact = contactSentence(input.contact, input.language, input.number);
  return {
    subject: oneLine(texts.subject),
    text: [...texts.lines, contact, SIGNATURE[input.language]].join('\n\n'),
    html: layout([...texts.lines.map(escape), withSupportLink(contact, input.contact)]),
  };
}

/** Event names come from organisers; a line break in a subject would be read as the end of a header. */
function oneLine(subject: string): string {
  return subject.replace(/\s+/g, ' ').trim();
}

/** The escaped contact sentence with the support address made a link. */
function withSupportLink(sentence: string, contact: SupportContact): string {
  const address = escape(contact.email);
  if (!address) return escape(sentence);
  return escape(sentence).replace(address, `<a href="mailto:${address}" style="color:#0b5cad">${address}</a>`);
}
