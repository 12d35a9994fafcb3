/**
 * The e-tickets of an order as one PDF: a ticket per A4 page, so each can be printed, cut or shown on a
 * phone on its own, with the code both as a QR code for the scanner and in large type for a person.
 */
import { dirname, join } from 'node:path';
import type { OrderLanguage } from '@ticketshop/projections';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { SIGNATURE } from '../../mail/public-api';
import { eventStartText, type NotValidReason, type TicketDocument } from './ticket-document';

/** The standard PDF fonts have no ą č ę ė į š ų ū ž: DejaVu has them and is embedded (as a subset). */
const FONTS_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
// Fonts are chosen by path, pdfkit's cache key, so the document's default font is not loaded twice.
const REGULAR = join(FONTS_DIR, 'DejaVuSans.ttf');
const BOLD = join(FONTS_DIR, 'DejaVuSans-Bold.ttf');

const TEXTS: Record<
  OrderLanguage,
  {
    heading: string;
    title: (eventName: string) => string;
    ticketOf: (index: number, count: number) => string;
    ticketType: string;
    holder: string;
    order: string;
    buyer: string;
    code: string;
    validity: string;
    advice: string;
    notValid: string;
    notValidHeading: string;
    whyNotValid: Record<NotValidReason, string>;
    notValidAdvice: string;
  }
> = {
  lt: {
    heading: 'ELEKTRONINIS BILIETAS',
    title: (eventName) => `Bilietai: ${eventName}`,
    ticketOf: (index, count) => `Bilietas ${index} iš ${count}`,
    ticketType: 'Bilieto tipas',
    holder: 'Bilieto savininkas',
    order: 'Užsakymo numeris',
    buyer: 'Pirkėjas',
    code: 'Bilieto kodas',
    validity: 'Bilietas galioja vienam įėjimui',
    advice:
      'Parodykite šį bilietą prie įėjimo – atspausdintą arba telefone. Kodo niekam neatskleiskite: įleidžiama tik pirmą kartą jį nuskaičius.',
    notValid: 'NEGALIOJA',
    notValidHeading: 'BILIETAS NEGALIOJA',
    whyNotValid: {
      refunded: 'Bilietas negalioja: pinigai už jį grąžinti.',
      voided: 'Bilietas negalioja: parduotuvė jį anuliavo.',
      event_cancelled: 'Bilietas negalioja: renginys atšauktas.',
    },
    notValidAdvice: 'Su šiuo bilietu į renginį neįleidžiama. Klausimų turite? Parašykite parduotuvei.',
  },
  en: {
    heading: 'E-TICKET',
    title: (eventName) => `Tickets: ${eventName}`,
    ticketOf: (index, count) => `Ticket ${index} of ${count}`,
    ticketType: 'Ticket type',
    holder: 'Ticket holder',
    order: 'Order number',
    buyer: 'Buyer',
    code: 'Ticket code',
    validity: 'Valid for one admission',
    advice:
      'Show this ticket at the entrance, printed or on your phone. Keep the code to yourself: only its first scan admits.',
    notValid: 'NOT VALID',
    notValidHeading: 'TICKET NOT VALID',
    whyNotValid: {
      refunded: 'Not valid: this ticket was refunded.',
      voided: 'Not valid: the shop voided this ticket.',
      event_cancelled: 'Not valid: the event was cancelled.',
    },
    notValidAdvice: 'This ticket does not admit to the event. Questions? Write to the shop.',
  },
};

const INK = '#1a1a2e';
const MUTED = '#5c5c70';
const ACCENT = '#0b5cad';
const RULE = '#c8c8d4';
const VOID = '#b3261e';

const MARGIN = 48;
/** The QR code's square with its quiet zone of four modules, which nothing else may enter. */
const QR_BOX = 200;
const QUIET_ZONE = 4;

/**
 * The QR code of a ticket code, row by row, true for a dark module; the quiet zone is not included.
 * Error correction M survives a creased or smudged print, and a code still fits version 1 (21×21
 * modules) at that level, so the modules stay large.
 */
export function ticketQrModules(code: string): boolean[][] {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => modules.get(row, column) === 1),
  );
}

/**
 * Renders the document. The PDF's creation date is the only thing that is not taken from the document:
 * pass it (e.g. when the tickets were issued) to get the same bytes every time.
 */
export async function renderTicketsPdf(document: TicketDocument, options: { createdAt?: Date } = {}): Promise<Buffer> {
  // A PDF without pages is one many viewers refuse to open: better to fail where the mistake is made.
  if (document.tickets.length === 0) throw new Error(`Order ${document.orderNumber} has no tickets to print`);
  const texts = TEXTS[document.language];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    font: REGULAR,
    lang: document.language === 'lt' ? 'lt-LT' : 'en-US',
    displayTitle: true,
    info: {
      Title: texts.title(document.event.name),
      Author: SIGNATURE[document.language],
      CreationDate: options.createdAt ?? new Date(),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  document.tickets.forEach((ticket, index) => {
    pdf.addPage();
    drawTicket(pdf, document, ticket, texts.ticketOf(index + 1, document.tickets.length));
  });
  pdf.end();
  return ended;
}

function drawTicket(
  pdf: PDFKit.PDFDocument,
  document: TicketDocument,
  ticket: TicketDocument['tickets'][number],
  position: string,
): void {
  const texts = TEXTS[document.language];
  const left = MARGIN;
  const width = pdf.page.width - 2 * MARGIN;

  const notValid = ticket.notValid;
  pdf
    .font(BOLD)
    .fontSize(10)
    .fillColor(notValid ? VOID : ACCENT)
    .text(notValid ? texts.notValidHeading : texts.heading, left, MARGIN, { width, characterSpacing: 1 });
  pdf.font(REGULAR).fontSize(10).fillColor(MUTED).text(position, left, MARGIN, { width, align: 'right' });

  // Heights are capped so that an extremely long name cannot push the ticket onto a second page.
  pdf
    .font(BOLD)
    .fontSize(24)
    .fillColor(INK)
    .text(document.event.name, left, MARGIN + 28, { width, height: 100, ellipsis: true });
  pdf.moveDown(0.3);
  pdf
    .font(REGULAR)
    .fontSize(14)
    .text(eventStartText(document.event.startsAt, document.language, document.timeZone), { width });
  pdf.moveDown(0.3);
  const { venue } = document.event;
  pdf.font(BOLD).fontSize(12).text(venue.name, { width, height: 32, ellipsis: true });
  pdf.font(REGULAR).fontSize(12).text(`${venue.address}, ${venue.city}`, { width, height: 32, ellipsis: true });

  const ruleY = pdf.y + 16;
  rule(pdf, ruleY);

  const detailsTop = ruleY + 20;
  const qrLeft = left + width - QR_BOX;
  const columnWidth = qrLeft - left;
  // A ticket that does not admit has no code a scanner could read.
  if (notValid) drawNoQr(pdf, qrLeft, detailsTop - 12);
  else drawQr(pdf, ticketQrModules(ticket.code), qrLeft, detailsTop - 12);
  pdf.y = detailsTop;
  for (const [label, value] of [
    [texts.ticketType, ticket.ticketTypeName],
    [texts.holder, ticket.holderName],
    [texts.order, document.orderNumber],
    [texts.buyer, document.buyerName],
  ] as const) {
    pdf.font(REGULAR).fontSize(9).fillColor(MUTED).text(label, left, pdf.y, { width: columnWidth });
    pdf
      .font(BOLD)
      .fontSize(14)
      .fillColor(INK)
      .text(value, left, pdf.y + 2, { width: columnWidth, height: 36, ellipsis: true });
    pdf.moveDown(0.6);
  }

  const codeTop = Math.max(pdf.y, detailsTop - 12 + QR_BOX);
  pdf.font(REGULAR).fontSize(9).fillColor(MUTED).text(texts.code, left, codeTop, { width, align: 'center' });
  pdf
    .font(BOLD)
    .fontSize(30)
    .fillColor(notValid ? MUTED : INK)
    .text(ticket.code, left, pdf.y + 4, { width, align: 'center', characterSpacing: 2, strike: Boolean(notValid) });
  pdf.moveDown(0.6);
  pdf
    .font(BOLD)
    .fontSize(13)
    .fillColor(notValid ? VOID : ACCENT)
    .text(notValid ? texts.whyNotValid[notValid] : texts.validity, left, pdf.y, { width, align: 'center' });
  pdf.moveDown(0.4);
  pdf
    .font(REGULAR)
    .fontSize(9)
    .fillColor(MUTED)
    .text(notValid ? texts.notValidAdvice : texts.advice, left + 40, pdf.y, {
      width: width - 80,
      align: 'center',
    });

  rule(pdf, pdf.y + 16, true);
  if (notValid) stamp(pdf, texts.notValid);
}

/** Across the whole ticket, so a printout or a screenshot of any part of it shows it does not admit. */
function stamp(pdf: PDFKit.PDFDocument, text: string): void {
  const centreX = pdf.page.width / 2;
  const centreY = pdf.page.height / 3;
  pdf.save();
  pdf.rotate(-30, { origin: [centreX, centreY] });
  pdf
    .font(BOLD)
    .fontSize(80)
    .fillColor(VOID)
    .fillOpacity(0.35)
    .text(text, 0, centreY - 48, { width: pdf.page.width, align: 'center', lineBreak: false });
  pdf.restore();
}

/** Where the QR code would be: a crossed-out box. */
function drawNoQr(pdf: PDFKit.PDFDocument, x: number, y: number): void {
  const inset = 16;
  pdf.save().lineWidth(3).strokeColor(VOID);
  pdf.rect(x + inset, y + inset, QR_BOX - 2 * inset, QR_BOX - 2 * inset).stroke();
  pdf
    .moveTo(x + inset, y + inset)
    .lineTo(x + QR_BOX - inset, y + QR_BOX - inset)
    .moveTo(x + QR_BOX - inset, y + inset)
    .lineTo(x + inset, y + QR_BOX - inset)
    .stroke();
  pdf.restore();
}

/**
 * Drawn as vectors rather than an image: sharp at any zoom and on any printer, and a few hundred bytes.
 * All modules are filled as one path (a row's neighbouring modules as one rectangle), so viewers do not
 * show hairline seams between them.
 */
function drawQr(pdf: PDFKit.PDFDocument, modules: boolean[][], x: number, y: number): void {
  const moduleSize = QR_BOX / (modules.length + 2 * QUIET_ZONE);
  const origin = QUIET_ZONE * moduleSize;
  pdf.save();
  modules.forEach((row, rowIndex) => {
    let column = 0;
    while (column < row.length) {
      if (!row[column]) {
        column++;
        continue;
      }
      const start = column;
      while (row[column]) column++;
      pdf.rect(
        x + origin + start * moduleSize,
        y + origin + rowIndex * moduleSize,
        (column - start) * moduleSize,
        moduleSize,
      );
    }
  });
  pdf.fillColor('#000000').fill();
  pdf.restore();
}

function rule(pdf: PDFKit.PDFDocument, y: number, dashed = false): void {
  pdf.save().lineWidth(1).strokeColor(RULE);
  if (dashed) pdf.dash(4, { space: 4 });
  pdf
    .moveTo(MARGIN, y)
    .lineTo(pdf.page.width - MARGIN, y)
    .stroke();
  pdf.restore();
}
