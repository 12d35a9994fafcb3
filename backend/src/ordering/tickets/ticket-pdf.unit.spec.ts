import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import type { TicketDocument } from './ticket-document';
import { renderTicketsPdf, ticketQrModules } from './ticket-pdf';

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
    { code: '7KQ2-M9XD-4HTP-C3RW', ticketTypeName: 'Sėdima vieta, parteris', holderName: 'Ona Onaitė' },
    { code: 'ABCD-EFGH-JKMN-PQRS', ticketTypeName: 'Stovima vieta', holderName: 'Jūratė Čiurlionytė-Šukienė' },
    { code: '0123-4567-89VW-XYZ0', ticketTypeName: 'Stovima vieta', holderName: 'Ąžuolas Ėglys Ūsas Įlankis Ęė' },
  ],
};

const english: TicketDocument = {
  ...lithuanian,
  language: 'en',
  event: { ...lithuanian.event, name: 'Zalgiris Arena: Holiday concert' },
  tickets: [{ code: '7KQ2-M9XD-4HTP-C3RW', ticketTypeName: 'Seated, stalls', holderName: 'Ona Onaitė' }],
};

/** Page texts with every run of white space made one space, as pdf.js joins text items its own way. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: pdf });
  try {
    const { pages } = await parser.getText();
    return pages.map((page) => page.text.replace(/\s+/g, ' '));
  } finally {
    await parser.destroy();
  }
}

async function decodeQr(png: Buffer | Uint8Array): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

/** The modules as an RGBA bitmap, four pixels a module, with the quiet zone a scanner expects. */
function bitmapOf(modules: boolean[][]): { pixels: Uint8ClampedArray; size: number } {
  const scale = 4;
  const quiet = 4;
  const size = (modules.length + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const offset = (((y + quiet) * scale + dy) * size + (x + quiet) * scale + dx) * 4;
          pixels.fill(0, offset, offset + 3);
        }
      }
    }),
  );
  return { pixels, size };
}

describe('tickets PDF', () => {
  it('given an order with three tickets, when rendered, then each ticket has a page of its own', async () => {
    const pdf = await renderTicketsPdf(lithuanian);

    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pagesOf(pdf)).toHaveLength(3);
  });

  it('given a Lithuanian order, when rendered, then every page prints its ticket with Lithuanian letters intact', async () => {
    const pages = await pagesOf(await renderTicketsPdf(lithuanian));

    lithuanian.tickets.forEach((ticket, index) => {
      const page = pages[index]!;
      for (const expected of [
        'Žalgirio arena: Šventinis koncertas',
        '2027 m. gegužės 1 d., 19:00',
        'Žalgirio arena',
        'Karaliaus Mindaugo pr. 50, Kaunas',
        'Bilieto tipas',
        ticket.ticketTypeName,
        'Bilieto savininkas',
        ticket.holderName,
        'Užsakymo numeris 1A2B3C4D',
        'Pirkėjas Ona Onaitė',
        ticket.code,
        'Bilietas galioja vienam įėjimui',
        `Bilietas ${index + 1} iš 3`,
      ]) {
        expect(page).toContain(expected);
      }
    });
  });

  it('given an English order, when rendered, then the ticket speaks English', async () => {
    const [page] = await pagesOf(await renderTicketsPdf(english));

    for (const expected of [
      'Zalgiris Arena: Holiday concert',
      'May 1, 2027, 7:00 PM',
      'Karaliaus Mindaugo pr. 50, Kaunas',
      'Ticket type Seated, stalls',
      'Ticket holder Ona Onaitė',
      'Order number 1A2B3C4D',
      '7KQ2-M9XD-4HTP-C3RW',
      'Valid for one admission',
      'Ticket 1 of 1',
    ]) {
      expect(page).toContain(expected);
    }
  });

  it('given names far too long for a page, when rendered, then each ticket still takes exactly one page', async () => {
    const long = 'Labai ilgas pavadinimas su daugybe žodžių '.repeat(20);
    const document: TicketDocument = {
      ...lithuanian,
      event: { ...lithuanian.event, name: long, venue: { name: long, address: long, city: long } },
      buyerName: long,
      tickets: lithuanian.tickets.map((ticket) => ({ ...ticket, ticketTypeName: long, holderName: long })),
    };

    expect(await pagesOf(await renderTicketsPdf(document))).toHaveLength(3);
  });

  it('given a document without tickets, when rendered, then it refuses rather than write an empty PDF', async () => {
    await expect(renderTicketsPdf({ ...lithuanian, tickets: [] })).rejects.toThrow('no tickets');
  });

  it('given the same document and creation date, when rendered twice, then the bytes are the same', async () => {
    const createdAt = new Date('2027-04-01T10:00:00Z');

    const first = await renderTicketsPdf(lithuanian, { createdAt });
    const second = await renderTicketsPdf(lithuanian, { createdAt });

    expect(first.equals(second)).toBe(true);
  });

  it('given a ticket code, when its QR code is decoded, then it reads exactly the code', () => {
    const modules = ticketQrModules('7KQ2-M9XD-4HTP-C3RW');
    const { pixels, size } = bitmapOf(modules);

    expect(modules).toHaveLength(21);
    expect(jsQR(pixels, size, size)?.data).toBe('7KQ2-M9XD-4HTP-C3RW');
  });

  it('given a rendered PDF, when its pages are looked at as images, then each QR code reads that page’s code', async () => {
    const parser = new PDFParse({ data: await renderTicketsPdf(lithuanian) });
    try {
      const { pages } = await parser.getScreenshot({ scale: 1, imageDataUrl: false });

      const decoded = await Promise.all(pages.map((page) => decodeQr(page.data)));

      expect(decoded).toEqual(lithuanian.tickets.map((ticket) => ticket.code));
    } finally {
      await parser.destroy();
    }
  });

  it('given tickets that no longer admit, when rendered, then each says it is not valid and why, and has no QR code', async () => {
    const document: TicketDocument = {
      ...lithuanian,
      tickets: [
        { ...lithuanian.tickets[0]!, notValid: 'refunded' },
        lithuanian.tickets[1]!,
        { ...lithuanian.tickets[2]!, notValid: 'voided' },
      ],
    };
    const pdf = await renderTicketsPdf(document);

    const pages = await pagesOf(pdf);
    expect(pages[0]).toContain('BILIETAS NEGALIOJA');
    expect(pages[0]).toContain('Bilietas negalioja: pinigai už jį grąžinti.');
    expect(pages[0]).not.toContain('Bilietas galioja vienam įėjimui');
    expect(pages[1]).not.toContain('NEGALIOJA');
    expect(pages[1]).toContain('Bilietas galioja vienam įėjimui');
    expect(pages[2]).toContain('Bilietas negalioja: parduotuvė jį anuliavo.');
    const parser = new PDFParse({ data: pdf });
    try {
      const { pages: images } = await parser.getScreenshot({ scale: 1, imageDataUrl: false });
      expect(await Promise.all(images.map((page) => decodeQr(page.data)))).toEqual([
        undefined,
        lithuanian.tickets[1]!.code,
        undefined,
      ]);
    } finally {
      await parser.destroy();
    }
  });

  it('given an English ticket of a cancelled event, when rendered, then it says NOT VALID in English', async () => {
    const [page] = await pagesOf(
      await renderTicketsPdf({ ...english, tickets: [{ ...english.tickets[0]!, notValid: 'event_cancelled' }] }),
    );

    expect(page).toContain('TICKET NOT VALID');
    expect(page).toContain('NOT VALID');
    expect(page).toContain('Not valid: the event was cancelled.');
  });
});
