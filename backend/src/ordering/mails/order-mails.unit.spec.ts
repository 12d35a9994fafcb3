import type { TicketDocument } from '../tickets/ticket-document';
import {
  bankTransferInstructionsMail,
  eventCancellationMail,
  latePaymentRefundMail,
  orderConfirmationMail,
  orderLookupMail,
  refundNoticeMail,
  type OrderSummary,
} from './order-mails';

/** The settings' contact, which the mails give (not the demo shop's defaults). */
const contact = { email: 'info@koncertai.lt', phone: '+370 600 00000' };

/** Intl separates amounts and currencies with no-break spaces; the assertions read them as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const lookupLink = 'https://bilietai.example/order-lookup?order=1A2B3C4D&email=ona%40example.com';
const pdf = Buffer.from('%PDF-1.7 tickets');

const lithuanian: TicketDocument = {
  orderNumber: '1A2B3C4D',
  language: 'lt',
  timeZone: 'Europe/Vilnius',
  event: {
    name: 'Žalgirio arena: Šventinis koncertas',
    startsAt: '2027-05-01T16:00:00.000Z',
    venue: { name: 'Žalgirio arena', address: 'Karaliaus Mindaugo pr. 50', city: 'Kaunas' },
  },
  buyerName: 'Ona Onaitė',
  tickets: [
    { code: '7KQ2-M9XD-4HTP-C3RW', ticketTypeName: 'Sėdima vieta', holderName: 'Ona Onaitė' },
    { code: 'ABCD-EFGH-JKMN-PQRS', ticketTypeName: 'Sėdima vieta', holderName: 'Ona Onaitė' },
  ],
};
const english: TicketDocument = {
  ...lithuanian,
  language: 'en',
  event: { ...lithuanian.event, name: 'Holiday concert' },
};

const order: OrderSummary = {
  number: '1A2B3C4D',
  lines: [{ name: 'Sėdima vieta', quantity: 2, unitPriceCents: 2500 }],
  discountCents: 500,
  feeCents: 90,
  totalCents: 4590,
  currency: 'EUR',
};

describe('order confirmation mail', () => {
  it('given a Lithuanian order, when the mail is written, then it confirms the order with prices, the event and the lookup link', () => {
    const mail = orderConfirmationMail({ document: lithuanian, order, lookupLink, pdf });
    const text = plain(mail.text);

    expect(mail.subject).toBe('Jūsų bilietai: Žalgirio arena: Šventinis koncertas (užsakymas 1A2B3C4D)');
    for (const expected of [
      'Sveiki, Ona Onaitė,',
      'dėkojame už pirkinį! Užsakymas 1A2B3C4D apmokėtas',
      '2027 m. gegužės 1 d., 19:00',
      'Žalgirio arena, Karaliaus Mindaugo pr. 50, Kaunas',
      'Sėdima vieta: 2 × 25,00 € = 50,00 €',
      'Nuolaida: −5,00 €',
      'Mokėjimo mokestis: 0,90 €',
      'Iš viso: 45,90 €',
      'Bilietai pridėti prie šio laiško PDF faile. Kiekvienas bilietas galioja vienam įėjimui',
      // The link lives as long as the order can matter to the buyer, and the mail says how long.
      'Užsakymą parduotuvėje galite peržiūrėti iki 90 dienų po renginio:',
      lookupLink,
      'Bilietų parduotuvė',
    ]) {
      expect(text).toContain(expected);
    }
    expect(plain(mail.html)).toContain('<strong>Iš viso: 45,90 €</strong>');
    expect(mail.html).toContain(`href="${lookupLink.replace(/&/g, '&amp;')}"`);
    expect(mail.html).toContain('Peržiūrėti užsakymą');
  });

  it('given an English order, when the mail is written, then it speaks English with US number formats', () => {
    const mail = orderConfirmationMail({ document: english, order, lookupLink, pdf });
    const text = plain(mail.text);

    expect(mail.subject).toBe('Your tickets: Holiday concert (order 1A2B3C4D)');
    for (const expected of [
      'Hello Ona Onaitė,',
      'May 1, 2027, 7:00 PM',
      'Sėdima vieta: 2 × €25.00 = €50.00',
      'Discount: -€5.00',
      'Payment fee: €0.90',
      'Total: €45.90',
      'Your tickets are attached to this mail as a PDF. Each ticket is valid for one admission',
      'You can see your order in the shop until 90 days after the event:',
      lookupLink,
      'The ticket shop',
    ]) {
      expect(text).toContain(expected);
    }
    expect(mail.html).toContain('View your order');
  });

  it('given an order without a discount or fee, when the mail is written, then it lists neither', () => {
    const mail = orderConfirmationMail({
      document: english,
      order: { ...order, discountCents: 0, feeCents: undefined, totalCents: 5000 },
      lookupLink,
      pdf,
    });

    expect(mail.text).not.toContain('Discount');
    expect(mail.text).not.toContain('Payment fee');
    expect(plain(mail.text)).toContain('Total: €50.00');
  });

  it('given one ticket, when the mail is written, then it speaks of the ticket in the singular', () => {
    const single = { ...lithuanian, tickets: lithuanian.tickets.slice(0, 1) };

    expect(orderConfirmationMail({ document: single, order, lookupLink, pdf }).text).toContain(
      'Bilietas pridėtas prie šio laiško PDF faile',
    );
    expect(orderConfirmationMail({ document: { ...single, language: 'en' }, order, lookupLink, pdf }).text).toContain(
      'Your ticket is attached to this mail as a PDF.',
    );
  });

  it('given the tickets PDF, when the mail is written, then it is attached under a name in the order’s language', () => {
    expect(orderConfirmationMail({ document: lithuanian, order, lookupLink, pdf }).attachments).toEqual([
      { filename: 'bilietai-1A2B3C4D.pdf', content: pdf, contentType: 'application/pdf' },
    ]);
    expect(orderConfirmationMail({ document: english, order, lookupLink, pdf }).attachments).toEqual([
      { filename: 'tickets-1A2B3C4D.pdf', content: pdf, contentType: 'application/pdf' },
    ]);
  });

  it('given names with markup, when the mail is written, then the HTML shows them as text', () => {
    const hostile: TicketDocument = {
      ...lithuanian,
      buyerName: '<script>alert(1)</script>',
      event: {
        ...lithuanian.event,
        name: '<img src=x onerror=alert(1)>',
        venue: { name: '<b>Arena</b>', address: 'A & B', city: '"Kaunas"' },
      },
    };
    const mail = orderConfirmationMail({
      document: hostile,
      order: { ...order, lines: [{ name: '<i>VIP</i>', quantity: 1, unitPriceCents: 100 }] },
      lookupLink,
      pdf,
    });

    expect(mail.html).not.toMatch(/<script|<img|<b>|<i>/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('&lt;b&gt;Arena&lt;/b&gt;, A &amp; B, &quot;Kaunas&quot;');
    expect(mail.html).toContain('&lt;i&gt;VIP&lt;/i&gt;');
    expect(mail.text).toContain('Sveiki, <script>alert(1)</script>,');
  });

  it('given an event name with a line break, when the mail is written, then the subject stays on one line', () => {
    const document = { ...english, event: { ...english.event, name: 'Holiday\r\nconcert' } };

    expect(orderConfirmationMail({ document, order, lookupLink, pdf }).subject).toBe(
      'Your tickets: Holiday concert (order 1A2B3C4D)',
    );
  });
});

describe('late payment refund mail', () => {
  const refund = {
    contact,
    number: '1A2B3C4D',
    eventName: 'Žalgirio arena: Šventinis koncertas',
    amountCents: 4590,
    currency: 'EUR',
  };

  it('given a refund through the provider in Lithuanian, then it explains, tells the amount, apologises and gives the contact', () => {
    const mail = latePaymentRefundMail({ ...refund, language: 'lt', manual: false });
    const text = plain(mail.text);

    expect(mail.subject).toBe('Užsakymas 1A2B3C4D: grąžiname jūsų mokėjimą');
    for (const expected of [
      'jūsų mokėjimas už užsakymą 1A2B3C4D („Žalgirio arena: Šventinis koncertas“) mus pasiekė jau pasibaigus bilietų rezervacijos laikui',
      'vietos jau buvo parduotos kitiems pirkėjams',
      'Sumokėtą sumą – 45,90 € – grąžiname tuo pačiu mokėjimo būdu',
      'Atsiprašome už nepatogumus.',
      'info@koncertai.lt',
      '+370 600 00000',
    ]) {
      expect(text).toContain(expected);
    }
    expect(mail.html).toContain('href="mailto:info@koncertai.lt"');
  });

  it('given a refund staff make by hand in Lithuanian, then it says they will within a few working days', () => {
    const text = plain(latePaymentRefundMail({ ...refund, language: 'lt', manual: true }).text);

    expect(text).toContain('Sumokėtą sumą – 45,90 € – per kelias darbo dienas jums grąžins mūsų darbuotojai');
    expect(text).not.toContain('tuo pačiu mokėjimo būdu');
  });

  it('given a refund in English, then it speaks English, both when automatic and by hand', () => {
    const automatic = latePaymentRefundMail({ ...refund, language: 'en', manual: false });
    const manual = latePaymentRefundMail({ ...refund, language: 'en', manual: true });

    expect(automatic.subject).toBe('Order 1A2B3C4D: we are refunding your payment');
    expect(automatic.text).toContain('reached us after your reservation had expired');
    expect(automatic.text).toContain('the seats had been sold to other buyers');
    expect(plain(automatic.text)).toContain(
      'We are refunding the amount you paid, €45.90, to the payment method you used',
    );
    expect(automatic.text).toContain('We apologise for the inconvenience.');
    expect(plain(manual.text)).toContain(
      'Our staff will refund the amount you paid, €45.90, within a few working days',
    );
    expect(manual.text).toContain('info@koncertai.lt');
  });

  it('given an event name with markup, then the HTML shows it as text', () => {
    const mail = latePaymentRefundMail({ ...refund, eventName: '<script>x</script>', language: 'en', manual: false });

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });

  it('given a currency code Intl does not know, then the amount is still written', () => {
    const mail = latePaymentRefundMail({ ...refund, currency: 'EURO', language: 'en', manual: false });

    expect(mail.text).toContain('45.90 EURO');
  });
});

describe('order lookup mail', () => {
  const link = 'https://bilietai.example/order-lookup?email=ona%40example.com&token=abc';
  const orders = [
    {
      number: '1A2B3C4D',
      eventName: 'Žalgirio arena: Šventinis koncertas',
      startsAt: '2027-05-01T16:00:00.000Z',
      status: 'completed' as const,
      totalCents: 4590,
      currency: 'EUR',
    },
    {
      number: '9F8E7D6C',
      eventName: 'Vasaros festivalis',
      startsAt: '2027-07-10T12:00:00.000Z',
      status: 'expired' as const,
      totalCents: 2000,
      currency: 'EUR',
    },
  ];

  it('given orders refunded or of a cancelled event, then they are listed as such, not as paid', () => {
    const closed = [
      { ...orders[0]!, number: 'AAAA0001', status: 'refunded' as const },
      { ...orders[0]!, number: 'AAAA0002', status: 'partly_refunded' as const },
      { ...orders[0]!, number: 'AAAA0003', status: 'event_cancelled' as const },
    ];
    const lt = plain(
      orderLookupMail({
        language: 'lt',
        email: 'ona@example.com',
        orders: closed,
        link,
        timeZone: 'Europe/Vilnius',
        contact,
      }).text,
    );
    const en = plain(
      orderLookupMail({
        language: 'en',
        email: 'ona@example.com',
        orders: closed,
        link,
        timeZone: 'Europe/Vilnius',
        contact,
      }).text,
    );

    expect(lt).toContain('19:00 – pinigai grąžinti, bilietai negalioja, 45,90 €');
    expect(lt).toContain('19:00 – dalis pinigų grąžinta, 45,90 €');
    expect(lt).toContain('19:00 – renginys atšauktas, bilietai negalioja, 45,90 €');
    expect(lt).not.toContain('apmokėtas');
    expect(en).toContain('– refunded, the tickets are not valid, €45.90');
    expect(en).toContain('– partly refunded, €45.90');
    expect(en).toContain('– event cancelled, the tickets are not valid, €45.90');
  });

  it('given orders in Lithuanian, then it lists them with the link and its validity', () => {
    const mail = orderLookupMail({
      language: 'lt',
      email: 'ona@example.com',
      orders,
      link,
      timeZone: 'Europe/Vilnius',
      contact,
    });
    const text = plain(mail.text);

    expect(mail.subject).toBe('Jūsų užsakymai');
    for (const expected of [
      'el. pašto adresu ona@example.com',
      '1A2B3C4D – Žalgirio arena: Šventinis koncertas, 2027 m. gegužės 1 d., 19:00 – apmokėtas, 45,90 €',
      '9F8E7D6C – Vasaros festivalis, 2027 m. liepos 10 d., 15:00 – nebegalioja',
      link,
      'Nuoroda galioja 1 valandą.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(mail.html).toContain('Peržiūrėti užsakymus');
  });

  it('given the shop in another time zone, then the events start in its time', () => {
    const mail = orderLookupMail({
      language: 'en',
      email: 'ona@example.com',
      orders,
      link,
      timeZone: 'Europe/London',
      contact,
    });
    expect(plain(mail.text)).toContain('1A2B3C4D – Žalgirio arena: Šventinis koncertas, May 1, 2027, 5:00 PM – paid');
  });

  it('given orders in English, then it speaks English', () => {
    const mail = orderLookupMail({
      language: 'en',
      email: 'ona@example.com',
      orders,
      link,
      timeZone: 'Europe/Vilnius',
      contact,
    });
    const text = plain(mail.text);

    expect(mail.subject).toBe('Your orders');
    expect(text).toContain('1A2B3C4D – Žalgirio arena: Šventinis koncertas, May 1, 2027, 7:00 PM – paid, €45.90');
    expect(text).toContain('9F8E7D6C – Vasaros festivalis, July 10, 2027, 3:00 PM – expired');
    expect(text).toContain('The link is valid for 1 hour.');
    expect(mail.html).toContain('View my orders');
  });

  it('given no orders, then it says none were found for the address and gives no link', () => {
    const lt = orderLookupMail({
      language: 'lt',
      email: 'kitas@example.com',
      orders: [],
      link,
      timeZone: 'Europe/Vilnius',
      contact,
    });
    const en = orderLookupMail({
      language: 'en',
      email: 'kitas@example.com',
      orders: [],
      link,
      timeZone: 'Europe/Vilnius',
      contact,
    });

    expect(lt.subject).toBe('Užsakymų nerasta');
    expect(lt.text).toContain('el. pašto adresu kitas@example.com. Šiuo adresu užsakymų neradome.');
    expect(en.subject).toBe('No orders found');
    expect(en.text).toContain('We found no orders for this address.');
    for (const mail of [lt, en]) {
      expect(mail.text).not.toContain(link);
      expect(mail.html).not.toContain('token=abc');
      expect(mail.text).toContain('info@koncertai.lt');
    }
  });

  it('given an address and event names with markup, then the HTML shows them as text', () => {
    const hostile = '"<script>alert(1)</script>"@example.com';
    const found = orderLookupMail({
      language: 'en',
      email: hostile,
      orders: [{ ...orders[0]!, eventName: '<b>Show</b>' }],
      link,
      timeZone: 'Europe/Vilnius',
      contact,
    });
    const none = orderLookupMail({
      language: 'lt',
      email: hostile,
      orders: [],
      link,
      timeZone: 'Europe/Vilnius',
      contact,
    });

    for (const mail of [found, none]) {
      expect(mail.html).not.toMatch(/<script|<b>/);
      expect(mail.html).toContain('&quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;@example.com');
    }
    expect(found.html).toContain('&lt;b&gt;Show&lt;/b&gt;');
  });
});

describe('refund notice of an admin’s or a cancelled event’s refund', () => {
  const notice = { contact, number: '1A2B3C4D', eventName: 'Koncertas <b>', amountCents: 1050, currency: 'EUR' };

  it('says how much came back and whether the tickets still admit, in the buyer’s language', () => {
    const part = refundNoticeMail({ ...notice, language: 'lt', full: false });
    expect(part.subject).toBe('Užsakymas 1A2B3C4D: pinigai grąžinti');
    expect(plain(part.text)).toContain('grąžinome 10,50 €');
    expect(part.text).toContain('jūsų bilietai galioja');
    const all = refundNoticeMail({ ...notice, language: 'en', full: true });
    expect(all.subject).toBe('Order 1A2B3C4D: your money has been refunded');
    expect(plain(all.text)).toContain('we have refunded €10.50');
    expect(all.text).toContain('its tickets are no longer valid');
    expect(all.html).toContain('Koncertas &lt;b&gt;');
  });
});

describe('event cancellation notice', () => {
  it('tells the buyer the event is cancelled and the tickets no longer admit, in the buyer’s language', () => {
    const input = {
      contact,
      number: '1A2B3C4D',
      eventName: 'Koncertas <b>',
      startsAt: '2027-05-01T16:00:00.000Z',
      timeZone: 'Europe/Vilnius',
    };
    const lt = eventCancellationMail({ ...input, language: 'lt' });
    expect(lt.subject).toBe('Renginys „Koncertas <b>“ atšauktas');
    expect(lt.text).toContain('Jūsų užsakymo 1A2B3C4D bilietai nebegalioja');
    const en = eventCancellationMail({ ...input, language: 'en' });
    expect(en.subject).toBe('“Koncertas <b>” has been cancelled');
    expect(en.text).toContain('The tickets of your order 1A2B3C4D are no longer valid');
    expect(en.html).toContain('Koncertas &lt;b&gt;');
    expect(en.html).not.toContain('<b>');
  });
});

describe('bank transfer details mail', () => {
  const input = {
    contact,
    number: '1A2B3C4D',
    eventName: 'Vasaros koncertas',
    amountCents: 4100,
    currency: 'EUR',
    recipient: 'UAB Koncertai',
    iban: 'LT121000011101001000',
    payBy: '2026-09-04T22:30:00.000Z',
    timeZone: 'Europe/Vilnius',
  };

  it('gives the recipient, account, amount, reference and the deadline in the shop’s time zone, and the settings’ contact', () => {
    const lt = plain(bankTransferInstructionsMail({ ...input, language: 'lt' }).text);
    for (const part of [
      'UAB Koncertai',
      'LT121000011101001000',
      '41,00 €',
      'Mokėjimo paskirtis: 1A2B3C4D',
      'rugsėjo 5 d., 01:30',
    ]) {
      expect(lt).toContain(part);
    }
    expect(lt).toContain('susisiekite su mumis info@koncertai.lt arba tel. +370 600 00000');
    const en = bankTransferInstructionsMail({ ...input, language: 'en' });
    expect(en.subject).toBe('Order 1A2B3C4D: how to pay by bank transfer');
    expect(en.html).toContain('href="mailto:info@koncertai.lt"');
  });

  it('given settings without a support phone, then the contact names the e-mail alone', () => {
    const noPhone = { ...input, contact: { email: 'info@koncertai.lt', phone: '' } };
    expect(bankTransferInstructionsMail({ ...noPhone, language: 'lt' }).text).toContain(
      'susisiekite su mumis info@koncertai.lt ir nurodykite užsakymo numerį 1A2B3C4D.',
    );
    expect(bankTransferInstructionsMail({ ...noPhone, language: 'en' }).text).toContain(
      'contact us at info@koncertai.lt, quoting order number 1A2B3C4D.',
    );
  });
});
