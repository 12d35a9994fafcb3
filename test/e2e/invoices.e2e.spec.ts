import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { originOf, publishConcert, signIn, SUPER_ADMIN } from './support/back-office';
import { buyAndPay, FOLLOWS_FROM_LOG } from './support/buying';

// The buyer pays, the invoicing process numbers the invoice from the log, an admin refunds part of the
// order and the credit note follows: several page loads and waits on a machine shared with other work.
test.describe.configure({ timeout: 180_000 });

/** The PDF's pages as text, every run of white space one space (pdf.js joins text items its own way). */
async function pagesOf(bytes: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).pages.map((page) => page.text.replace(/\s+/g, ' '));
  } finally {
    await parser.destroy();
  }
}

/** Clicks an invoice link as the buyer would and answers the file the browser saved. */
async function downloadFrom(page: Page, link: Locator): Promise<{ name: string; pages: string[] }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: file.suggestedFilename(), pages: await pagesOf(await readFile((await file.path())!)) };
}

/**
 * The invoice link, once the invoicing process has issued the document: the page shows what the server
 * answered when it loaded, so it is loaded again until the link is there.
 */
async function invoiceLinkIn(page: Page, region: () => Locator, load: () => Promise<void>): Promise<Locator> {
  const link = () => region().getByRole('link', { name: 'Sąskaita faktūra (PDF)' });
  await expect(async () => {
    await load();
    await expect(link()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: FOLLOWS_FROM_LOG * 2 });
  return link();
}

test('a buyer downloads the invoice from the payment result and the lookup, and the credit note after a refund', async ({
  page,
  browser,
}, testInfo) => {
  const run = `${testInfo.project.name} ${Date.now()}`;
  const legalName = `UAB „Sąskaitų bandymas ${run}“`;

  // The seller the documents name comes from the settings, saved as the settings screen would.
  await signIn(page, SUPER_ADMIN, '/admin/settings', { timeout: 30_000 });
  const headers = { origin: originOf(page) };
  const settings = (await (await page.request.get('/api/admin/settings')).json()) as {
    seller: { invoiceSeries: string };
  };
  const saved = await page.request.put('/api/admin/settings/seller', {
    headers,
    data: {
      legalName,
      companyCode: '304000000',
      vatCode: '',
      address: 'Žalgirio g. 1, Kaunas',
      bankAccount: 'LT12 1000 0111 0100 1000',
      invoiceSeries: settings.seller.invoiceSeries,
    },
  });
  expect(saved.status()).toBe(200);
  const eventId = await publishConcert(page, {
    name: { lt: `Sąskaitų koncertas ${run}`, en: `Invoice concert ${run}` },
    description: { lt: 'Koncertas sąskaitai.', en: 'A concert for the invoice.' },
  });

  // Two tickets of 20 € paid in the sandbox, by a buyer in a browser of their own, set to Lithuanian:
  // the documents are printed in the language the browser asks for.
  const buyer = await (await browser.newContext({ locale: 'lt-LT' })).newPage();
  const email = `ona.invoices.${testInfo.project.name}.${Date.now()}@example.lt`;
  const orderId = await buyAndPay(buyer, eventId, 2, email);
  const orderNumber = orderId.slice(-8).toUpperCase();
  const successUrl = buyer.url();

  const fromSuccess = await downloadFrom(
    buyer,
    // The result page offers the files below the order's card.
    await invoiceLinkIn(
      buyer,
      () => buyer.getByRole('main'),
      async () => {
        await buyer.goto(successUrl);
      },
    ),
  );
  expect(fromSuccess.name).toBe(`saskaitos-${orderNumber}.pdf`);
  expect(fromSuccess.pages).toHaveLength(1);
  const [invoice] = fromSuccess.pages as [string];
  const invoiceNumber = /Serija ir numeris: ([A-Z]{2,5}-\d{6})/.exec(invoice)?.[1];
  expect(invoiceNumber).toMatch(new RegExp(`^${settings.seller.invoiceSeries}-\\d{6}$`));
  for (const text of [
    'SĄSKAITA FAKTŪRA',
    legalName,
    'Įmonės kodas: 304000000',
    'Banko sąskaita: LT121000011101001000',
    'Ona Onaitė',
    `Užsakymas ${orderNumber}: Sąskaitų koncertas ${run}`,
    'Iš viso: 40,00 EUR',
    'PVM netaikomas',
  ]) {
    expect(invoice).toContain(text);
  }
  // A long address wraps in the buyer's column.
  expect(invoice.replace(/ /g, '')).toContain(email);

  // The order lookup offers the same file.
  const lookUp = async () => {
    await buyer.goto('/order-lookup');
    const panel = buyer.getByRole('tabpanel', { name: 'Pagal užsakymo numerį' });
    await panel.getByLabel('Užsakymo numeris').fill(orderNumber);
    await panel.getByLabel('El. paštas').fill(email);
    await panel.getByRole('button', { name: 'Ieškoti' }).click();
  };
  const card = () => buyer.getByRole('article', { name: `Užsakymas ${orderNumber}` });
  const fromLookup = await downloadFrom(buyer, await invoiceLinkIn(buyer, card, lookUp));
  expect(fromLookup.pages).toEqual(fromSuccess.pages);

  // An admin refunds one of the two tickets; the credit note is the file's second page.
  const refund = await page.request.post(`/api/orders/${orderId}/refund`, {
    headers,
    data: { amount: 20, reason: `Vienas bilietas grąžintas ${run}`, notify_customer: false },
  });
  expect(refund.ok()).toBe(true);
  let withCreditNote: string[] = [];
  await expect(async () => {
    await lookUp();
    withCreditNote = (await downloadFrom(buyer, card().getByRole('link', { name: 'Sąskaita faktūra (PDF)' }))).pages;
    expect(withCreditNote).toHaveLength(2);
  }).toPass({ timeout: FOLLOWS_FROM_LOG * 2 });
  const [, creditNote] = withCreditNote as [string, string];
  expect(withCreditNote[0]).toBe(invoice);
  for (const text of [
    'KREDITINĖ SĄSKAITA FAKTŪRA',
    `Koreguoja sąskaitą faktūrą ${invoiceNumber}`,
    legalName,
    `Dalinis grąžinimas pagal sąskaitą ${invoiceNumber}`,
    'Iš viso: -20,00 EUR',
  ]) {
    expect(creditNote).toContain(text);
  }
  const creditNumber = /Serija ir numeris: ([A-Z]{2,5}-\d{6})/.exec(creditNote)?.[1];
  expect(Number(creditNumber!.slice(-6))).toBeGreaterThan(Number(invoiceNumber!.slice(-6)));
});
