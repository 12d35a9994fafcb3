import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { originOf, publishConcert, signIn, SUPER_ADMIN } from './support/back-office';
import { buyAndPay, FOLLOWS_FROM_LOG } from './support/buying';

// The journey buys twice, refunds, waits for the ledger and downloads three files, each page loading the
// shop's scripts afresh: far longer than the default on a machine shared with other work.
test.describe.configure({ timeout: 240_000 });

/** A page load of the back-office: the session check and its chunk, after the shop's own scripts. */
const PAGE_LOAD = 30_000;

interface Figures {
  gross_revenue_cents: number;
  refunds_cents: number;
  net_revenue_cents: number;
  orders: number;
  tickets: number;
  average_order_cents: number;
  active_users: number;
}

interface ReportAnswer {
  period: { key: string; from: string; to: string };
  position: string;
  currency: string;
  key_indicators: Figures;
  sales_by_month: { month: string; gross_revenue_cents: number; refunds_cents: number; net_revenue_cents: number }[];
  top_events: { event_id: string; name: { lt: string }; net_revenue_cents: number; tickets: number }[];
}

/** Today's calendar day in Vilnius, where the shop's periods are counted. */
const vilniusToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius' }).format(new Date());

/** Money as the screen writes it in Lithuanian, spaces plain. */
const litas = (cents: number) =>
  new Intl.NumberFormat('lt-LT', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/g, ' ');

/** Money as the exported files write it: major units, two decimals. */
const fileMoney = (cents: number) => (cents / 100).toFixed(2);

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();

async function report(page: Page, query: Record<string, string>): Promise<ReportAnswer> {
  const answer = await page.request.get(`/api/admin/reports?${new URLSearchParams(query).toString()}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ReportAnswer;
}

/** The log position the screen says its figures are at. */
async function shownPosition(page: Page): Promise<string> {
  const stamp = page.getByText(/^Skaičiai apskaičiuoti iki įvykių žurnalo pozicijos \d+\.$/);
  await expect(stamp).toBeVisible({ timeout: PAGE_LOAD });
  return /(\d+)\.$/.exec((await stamp.textContent())!)![1]!;
}

/** Each key indicator's label with its figure, as shown. */
async function shownIndicators(page: Page): Promise<Record<string, string>> {
  const cards = page.getByRole('region', { name: 'Pagrindiniai rodikliai' });
  const labels = await cards.getByRole('term').allTextContents();
  const values = await cards.getByRole('definition').allTextContents();
  return Object.fromEntries(labels.map((label, index) => [plain(label), plain(values[index] ?? null)]));
}

function expectedIndicators(figures: Figures): Record<string, string> {
  return {
    'Bendros pajamos': litas(figures.gross_revenue_cents),
    Grąžinta: litas(figures.refunds_cents === 0 ? 0 : -figures.refunds_cents),
    'Grynosios pajamos': litas(figures.net_revenue_cents),
    Užsakymai: String(figures.orders),
    'Parduoti bilietai': new Intl.NumberFormat('lt-LT').format(figures.tickets).replace(/\s/g, ' '),
    'Vidutinis užsakymas': litas(figures.average_order_cents),
    'Aktyvūs vartotojai': new Intl.NumberFormat('lt-LT').format(figures.active_users).replace(/\s/g, ' '),
  };
}

/** Presses an export button and answers the file the browser downloaded. */
async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('group', { name: 'Eksportuoti ataskaitą' }).getByRole('button', { name: button }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test('an admin reads the sales of a period with a paid and a partly refunded order, switches the period and opens its three exports', async ({
  page,
  browser,
}, testInfo) => {
  const run = `${testInfo.project.name} ${Date.now()}`;
  const title = `Ataskaitų koncertas ${run}`;
  const today = vilniusToday();
  const todayQuery = { period: 'custom', from: today, to: today };

  await signIn(page, SUPER_ADMIN, '/admin/reports', { timeout: PAGE_LOAD });
  const eventId = await publishConcert(page, {
    name: { lt: title, en: `Report concert ${title}` },
    description: { lt: 'Koncertas ataskaitai.', en: 'A concert for the report.' },
  });
  const before = await report(page, todayQuery);

  // A buyer of their own pays one ticket, then two; the admin gives back one of the two.
  const buyer = await (await browser.newContext()).newPage();
  const email = `ona.reports.${testInfo.project.name}.${Date.now()}@example.lt`;
  await buyAndPay(buyer, eventId, 1, email);
  const refunded = await buyAndPay(buyer, eventId, 2, email);
  const refund = await page.request.post(`/api/orders/${refunded}/refund`, {
    headers: { origin: originOf(page) },
    data: { amount: 20, reason: `Vienas bilietas grąžintas ${run}`, notify_customer: false },
  });
  expect(refund.ok()).toBe(true);

  // The ledger takes the sales and the refund in from the log: 60 € paid, 20 € back, two orders, three tickets.
  let after = before;
  await expect
    .poll(
      async () => {
        after = await report(page, todayQuery);
        const [was, is] = [before.key_indicators, after.key_indicators];
        return [
          is.gross_revenue_cents - was.gross_revenue_cents,
          is.refunds_cents - was.refunds_cents,
          is.net_revenue_cents - was.net_revenue_cents,
          is.orders - was.orders,
          is.tickets - was.tickets,
        ];
      },
      { timeout: FOLLOWS_FROM_LOG },
    )
    .toEqual([6000, 2000, 4000, 2, 3]);
  expect(after.top_events.find((event) => event.event_id === eventId)).toMatchObject({
    name: { lt: title },
    net_revenue_cents: 4000,
    tickets: 3,
  });

  // The default period: the screen's figures are the API's at the position the screen names.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ataskaitos' })).toBeVisible({ timeout: PAGE_LOAD });
  await expect(page.getByLabel('Laikotarpis', { exact: true })).toHaveValue('last_6_months');
  const sixMonthsAt = await shownPosition(page);
  const sixMonths = await report(page, { period: 'last_6_months', as_of_position: sixMonthsAt });
  expect(await shownIndicators(page)).toEqual(expectedIndicators(sixMonths.key_indicators));
  await expect(page.getByRole('table', { name: 'Pardavimai pagal mėnesius' }).getByRole('row')).toHaveCount(
    sixMonths.sales_by_month.length + 2,
  );
  await expect(page.locator('figure.report-chart svg').first()).toBeVisible();

  // Today alone, through the custom range.
  await page.getByLabel('Laikotarpis', { exact: true }).selectOption({ label: 'Pasirinktinis laikotarpis' });
  const range = page.getByRole('form', { name: 'Pasirinktinis laikotarpis' });
  await range.getByLabel('Nuo', { exact: true }).fill(today);
  await range.getByLabel('Iki', { exact: true }).fill(today);
  await range.getByRole('button', { name: 'Rodyti' }).click();
  await expect(page).toHaveURL(new RegExp(`period=custom&from=${today}&to=${today}`));
  await expect(page.getByText(`Laikotarpis: ${today} – ${today}, valiuta EUR.`)).toBeVisible();
  const todayAt = await shownPosition(page);
  const shown = await report(page, { ...todayQuery, as_of_position: todayAt });
  expect(await shownIndicators(page)).toEqual(expectedIndicators(shown.key_indicators));
  expect(shown.key_indicators.refunds_cents).toBeGreaterThanOrEqual(2000);
  const month = shown.sales_by_month[0]!;
  const monthRow = page.getByRole('table', { name: 'Pardavimai pagal mėnesius' }).getByRole('row').nth(1);
  await expect(monthRow).toContainText(litas(month.gross_revenue_cents));
  await expect(monthRow).toContainText(litas(-month.refunds_cents));
  await expect(monthRow).toContainText(litas(month.net_revenue_cents));
  const ours = page.getByRole('table', { name: 'Populiariausi renginiai' }).getByRole('row').filter({ hasText: title });
  await expect(ours).toContainText('40,00');
  await expect(ours.getByRole('cell').last()).toHaveText('3');

  // Nothing wider than the screen: the tables scroll inside their own boxes.
  const fits = await page.evaluate<boolean>(
    'document.documentElement.scrollWidth <= document.documentElement.clientWidth',
  );
  expect(fits).toBe(true);

  // The three files, named by the period and stating the figures at the position the screen showed.
  const name = `report-${today}-${today}`;
  const k = shown.key_indicators;

  const pdf = await download(page, 'PDF');
  expect(pdf.name).toBe(`${name}.pdf`);
  const text = (await new PDFParse({ data: pdf.bytes }).getText()).text;
  expect(text).toContain(`Laikotarpis: ${today} – ${today}`);
  expect(text).toContain('Valiuta: EUR');
  expect(text).toContain(`Žurnalo pozicija: ${todayAt}`);
  expect(text).toContain(fileMoney(k.net_revenue_cents));
  // The PDF's table wraps a long name onto a second line.
  expect(plain(text)).toContain(title);

  const xlsx = await download(page, 'Excel');
  expect(xlsx.name).toBe(`${name}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Uint8Array.from(xlsx.bytes).buffer);
  const summary = workbook.worksheets[0]!;
  const cells = new Map<string, unknown>();
  summary.eachRow((row) => {
    cells.set(String(row.getCell(1).value), row.getCell(2).value);
  });
  expect(cells.get('Laikotarpis')).toBe(`${today} – ${today}`);
  expect(cells.get('Žurnalo pozicija')).toBe(todayAt);
  expect(cells.get('Pajamos')).toBe(k.gross_revenue_cents / 100);
  expect(cells.get('Grąžinimai')).toBe(k.refunds_cents / 100);
  expect(cells.get('Grynosios pajamos')).toBe(k.net_revenue_cents / 100);
  expect(cells.get('Užsakymai')).toBe(k.orders);

  const csv = await download(page, 'CSV');
  expect(csv.name).toBe(`${name}.csv`);
  const rows = parse(csv.bytes, { bom: true, relax_column_count: true }) as string[][];
  // A label's first line: the key indicators come before the ledger, which has a "Grąžinimai" line too.
  const byLabel = new Map<string | undefined, string[]>();
  for (const [label, ...values] of rows) if (!byLabel.has(label)) byLabel.set(label, values);
  expect(byLabel.get('Laikotarpis')).toEqual([`${today} – ${today}`]);
  expect(byLabel.get('Žurnalo pozicija')).toEqual([todayAt]);
  expect(byLabel.get('Grąžinimai')).toEqual([fileMoney(k.refunds_cents)]);
  expect(byLabel.get('Grynosios pajamos')).toEqual([fileMoney(k.net_revenue_cents)]);
  expect(byLabel.get(title)).toEqual(['40.00', '3']);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
