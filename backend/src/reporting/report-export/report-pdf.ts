/**
 * The report as a PDF: the stamp (period, as-of, currency, log position), each currency's totals when
 * more than one sold (the rest is of the stamp's currency), the key indicators, the sales
 * by month with a bar chart drawn in vector graphics, then the other tables. DejaVu, the e-tickets'
 * font, prints Lithuanian letters. The document is dated with the report's moment, so the same report
 * always gives the same bytes (pdfkit derives the file id from that date).
 */
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { UserLanguage } from '@ticketshop/projections';
import type { SalesReportResponse } from '../sales-report/sales-report.responses';
import { REPORT_TEXTS, soldInSeveralCurrencies, stampLines, type ReportTexts } from './report-texts';
import { formatMajor } from '../../shared/money/money';

const FONTS_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = join(FONTS_DIR, 'DejaVuSans.ttf');
const BOLD = join(FONTS_DIR, 'DejaVuSans-Bold.ttf');
const MARGIN = 48;
const ACCENT = '#1d4ed8';
const REFUND = '#b91c1c';
/** The tallest bar is 80 of the chart box's 100, as on screen (docs/finance.md, "API"). */
const CHART_HEIGHT = 100;
const TALLEST_BAR = 80;

type Pdf = PDFKit.PDFDocument;

function heading(pdf: Pdf, text: string): void {
  if (pdf.y > pdf.page.height - 160) pdf.addPage();
  pdf.moveDown(0.8).font(BOLD).fontSize(13).fillColor('black').text(text, MARGIN).moveDown(0.3);
  pdf.font(REGULAR).fontSize(9);
}

function table(pdf: Pdf, header: string[], rows: (string | number)[][], numeric: boolean[]): void {
  pdf.table({
    position: { x: MARGIN },
    columnStyles: numeric.map((right) => ({ align: { x: right ? 'right' : 'left', y: 'center' } })),
    rowStyles: (row) => (row === 0 ? { font: { src: BOLD }, backgroundColor: '#e5e7eb' } : {}),
    data: [header, ...rows.map((row) => row.map(String))],
  });
  pdf.font(REGULAR);
}

/** Gross revenue per month as bars (refunds in red beside them), scaled so the largest is 80 of 100. */
function salesChart(pdf: Pdf, report: SalesReportResponse): void {
  const months = report.sales_by_month;
  const width = pdf.page.width - 2 * MARGIN;
  if (pdf.y > pdf.page.height - CHART_HEIGHT - 90) pdf.addPage();
  const top = pdf.y + 6;
  const base = top + CHART_HEIGHT;
  const largest = Math.max(1, ...months.map((m) => Math.max(m.gross_revenue_cents, m.refunds_cents)));
  const slot = width / Math.max(1, months.length);
  const bar = Math.min(24, slot / 3);
  pdf.save();
  pdf
    .lineWidth(0.5)
    .strokeColor('#9ca3af')
    .moveTo(MARGIN, base)
    .lineTo(MARGIN + width, base)
    .stroke();
  months.forEach((m, index) => {
    const x = MARGIN + index * slot + (slot - 2 * bar) / 2;
    const grossHeight = (m.gross_revenue_cents / largest) * TALLEST_BAR;
    const refundHeight = (m.refunds_cents / largest) * TALLEST_BAR;
    if (grossHeight > 0) pdf.rect(x, base - grossHeight, bar, grossHeight).fill(ACCENT);
    if (refundHeight > 0) pdf.rect(x + bar, base - refundHeight, bar, refundHeight).fill(REFUND);
    pdf
      .fillColor('black')
      .font(REGULAR)
      .fontSize(7)
      .text(m.month, MARGIN + index * slot, base + 3, { width: slot, align: 'center' });
  });
  pdf.restore();
  pdf.x = MARGIN;
  pdf.y = base + 16;
}

export async function renderReportPdf(
  report: SalesReportResponse,
  language: UserLanguage,
  moment: Date,
  timeZone: string,
): Promise<Buffer> {
  const texts: ReportTexts = REPORT_TEXTS[language];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: REGULAR,
    lang: language === 'lt' ? 'lt-LT' : 'en-US',
    displayTitle: true,
    info: {
      Title: `${texts.title} ${report.period.from} – ${report.period.to}`,
      CreationDate: moment,
      ModDate: moment,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font(BOLD).fontSize(18).text(texts.title);
  pdf.moveDown(0.4).font(REGULAR).fontSize(10);
  for (const [label, value] of stampLines(report, language, timeZone)) pdf.text(`${label}: ${value}`);

  if (soldInSeveralCurrencies(report)) {
    heading(pdf, texts.byCurrency);
    table(
      pdf,
      [texts.currency, texts.gross, texts.refunds, texts.net, texts.orders, texts.tickets],
      report.totals.map((c) => [
        c.currency,
        formatMajor(c.gross_revenue_cents),
        formatMajor(c.refunds_cents),
        formatMajor(c.net_revenue_cents),
        c.orders,
        c.tickets,
      ]),
      [false, true, true, true, true, true],
    );
  }

  const k = report.key_indicators;
  heading(pdf, texts.keyIndicators);
  table(
    pdf,
    [texts.gross, texts.refunds, texts.net, texts.orders, texts.tickets, texts.averageOrder, texts.activeUsers],
    [
      [
        formatMajor(k.gross_revenue_cents),
        formatMajor(k.refunds_cents),
        formatMajor(k.net_revenue_cents),
        k.orders,
        k.tickets,
        formatMajor(k.average_order_cents),
        k.active_users,
      ],
    ],
    [true, true, true, true, true, true, true],
  );

  heading(pdf, texts.salesByMonth);
  salesChart(pdf, report);
  table(
    pdf,
    [texts.month, texts.gross, texts.refunds, texts.net, texts.orders, texts.averageOrder],
    report.sales_by_month.map((m) => [
      m.month,
      formatMajor(m.gross_revenue_cents),
      formatMajor(m.refunds_cents),
      formatMajor(m.net_revenue_cents),
      m.orders,
      formatMajor(m.average_order_cents),
    ]),
    [false, true, true, true, true, true],
  );

  heading(pdf, texts.topEvents);
  table(
    pdf,
    [texts.event, texts.net, texts.tickets],
    report.top_events.map((e) => [e.name[language], formatMajor(e.net_revenue_cents), e.tickets]),
    [false, true, true],
  );

  heading(pdf, texts.categoryStats);
  table(
    pdf,
    [texts.category, texts.events, texts.net],
    report.category_stats.map((c) => [c.category, c.events, formatMajor(c.net_revenue_cents)]),
    [false, true, true],
  );

  heading(pdf, texts.userGrowth);
  table(
    pdf,
    [texts.month, texts.newUsers, texts.totalUsers, texts.growthRate],
    report.user_growth.map((u) => [u.month, u.new_users, u.total_users, u.growth_rate.toFixed(1)]),
    [false, true, true, true],
  );

  heading(pdf, texts.ledger);
  table(
    pdf,
    [texts.kind, texts.amount, texts.entries],
    report.ledger.map((l) => [texts.kinds[l.kind] ?? l.kind, formatMajor(l.amount_cents), l.entries]),
    [false, true, true],
  );

  pdf.end();
  return ended;
}
