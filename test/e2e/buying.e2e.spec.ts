import { expect, test, type Page } from '@playwright/test';

/** Paying records the payment at once; the tickets and their mail follow from the log a moment later. */
const TICKETS_ISSUED = 15_000;

interface CaughtMail {
  id: string;
  to: string;
  subject: string;
  text: string;
}

interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** A buyer with an address of their own, so each run and project reads only its own mail. */
function buyerFor(project: string, journey: string): Buyer {
  return {
    firstName: 'Ona',
    lastName: 'Onaitė',
    email: `ona.${journey}.${project}.${Date.now()}@example.lt`,
    phone: '+37060000000',
  };
}

/** From the home page's upcoming events to one that sells tickets, and on to its ticket selection. */
async function openEventFromHome(page: Page): Promise<string> {
  await page.goto('/');
  const upcoming = page.getByRole('region', { name: 'Artėjantys renginiai' });
  const card = upcoming
    .getByRole('article')
    .filter({ hasText: /nuo \d/ })
    .first();
  const link = card.getByRole('link');
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/events\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Pirkti bilietus' }).click();
  await expect(page).toHaveURL(/\/tickets\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return title;
}

/** Presses a ticket type's "+" and waits for the stepper to show the new count. */
async function addTicket(page: Page, index: number, expected: number): Promise<void> {
  const more = page.getByRole('button', { name: /^Padidinti kiekį: / }).nth(index);
  const name = (await more.getAttribute('aria-label'))!.replace('Padidinti kiekį: ', '');
  await more.click();
  await expect(page.getByRole('status', { name: `Kiekis: ${name}` })).toHaveText(String(expected));
}

/** The checkout's buyer form and payment method, then off to the provider's page. */
async function checkOut(page: Page, buyer: Buyer): Promise<void> {
  await page.getByRole('button', { name: 'Tęsti' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Užsakymo pateikimas' })).toBeVisible();
  await page.getByLabel('Vardas').fill(buyer.firstName);
  await page.getByLabel('Pavardė').fill(buyer.lastName);
  await page.getByLabel('El. paštas').fill(buyer.email);
  await page.getByLabel('Telefono numeris').fill(buyer.phone);
  // The first method on offer is chosen already; checking the sandbox is a no-op when it is the only one.
  const sandbox = page
    .getByRole('group', { name: 'Mokėjimo būdas' })
    .getByRole('radio', { name: /Bandomasis mokėjimas/ });
  await sandbox.check();
  await expect(sandbox).toBeChecked();
  await page.getByRole('button', { name: 'Pereiti prie apmokėjimo' }).click();
  await expect(page.getByRole('heading', { name: 'Bandomasis mokėjimas' })).toBeVisible();
}

/** The order id the provider sent the buyer back with, and the number people read (its last 8 characters). */
function orderOf(page: Page): { id: string; number: string } {
  const id = new URL(page.url()).searchParams.get('order_id')!;
  return { id, number: id.slice(-8).toUpperCase() };
}

/** The lookup's number tab: the number (or the prefilled id) and the buyer's address. */
async function lookUp(page: Page, email: string, number?: string) {
  const panel = page.getByRole('tabpanel', { name: 'Pagal užsakymo numerį' });
  if (number !== undefined) await panel.getByLabel('Užsakymo numeris').fill(number);
  await panel.getByLabel('El. paštas').fill(email);
  await panel.getByRole('button', { name: 'Ieškoti' }).click();
}

/** Every mail the shop caught for an address, polled until one matches. */
async function mailTo(page: Page, address: string, matches: (mail: CaughtMail) => boolean): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/dev/mailbox/messages?to=${encodeURIComponent(address)}`);
        found = ((await response.json()) as CaughtMail[]).find(matches);
        return found !== undefined;
      },
      { timeout: TICKETS_ISSUED },
    )
    .toBe(true);
  return found!;
}

test('a guest buys two tickets, pays in the sandbox, downloads them, finds the order and gets the mail', async ({
  page,
}, testInfo) => {
  const buyer = buyerFor(testInfo.project.name, 'pays');
  const title = await openEventFromHome(page);
  await addTicket(page, 0, 1);
  await addTicket(page, 0, 2);
  await checkOut(page, buyer);

  await page.getByRole('button', { name: 'Apmokėti' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?order_id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mokėjimas sėkmingas' })).toBeVisible();
  const { number } = orderOf(page);
  const result = page.getByRole('region', { name: `Užsakymas ${number}` });
  await expect(result).toContainText('Apmokėtas');
  await expect(result).toContainText(number);
  await expect(result).toContainText(title);
  await expect(result).toContainText(buyer.email);

  // The link appears once the tickets are issued; the page asks the server again every 2 s until then.
  const download = page.getByRole('link', { name: 'Atsisiųsti bilietus (PDF)' });
  await expect(download).toBeVisible({ timeout: TICKETS_ISSUED });
  const pdf = await page.request.get((await download.getAttribute('href'))!);
  expect(pdf.ok()).toBe(true);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto('/order-lookup');
  await expect(page.getByRole('tab', { name: 'Pagal užsakymo numerį' })).toHaveAttribute('aria-selected', 'true');
  await lookUp(page, buyer.email, number);
  const card = page.getByRole('article', { name: `Užsakymas ${number}` });
  await expect(card).toContainText('Apmokėtas');
  await expect(card).toContainText(title);
  await expect(card).toContainText('2 bilietai');
  await expect(card.getByRole('link', { name: 'Atsisiųsti bilietus (PDF)' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Tęsti apmokėjimą' })).toHaveCount(0);

  const mail = await mailTo(page, buyer.email, (caught) => caught.subject.includes(number));
  expect(mail.subject).toContain(`užsakymas ${number}`);
  expect(mail.subject).toContain(title);
  // The mailbox's JSON leaves attachments out; the mail's own page lists them.
  await page.goto(`/api/dev/mailbox/${encodeURIComponent(mail.id)}`);
  await expect(
    page.getByText(new RegExp(`Priedai / Attachments: bilietai-${number}\\.pdf \\(\\d+ B\\)`)),
  ).toBeVisible();
});

test('a guest cancels on the sandbox page, finds the order from the cancel page and pays it later', async ({
  page,
}, testInfo) => {
  const buyer = buyerFor(testInfo.project.name, 'cancels');
  const title = await openEventFromHome(page);
  await addTicket(page, 0, 1);
  await addTicket(page, 1, 1);
  await checkOut(page, buyer);

  await page.getByRole('button', { name: 'Atšaukti' }).click();
  await expect(page).toHaveURL(/\/payment\/cancel\?order_id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mokėjimas atšauktas' })).toBeVisible();
  const { id, number } = orderOf(page);
  await expect(page.getByText(`užsakymas ${number} išsaugotas`)).toBeVisible();

  await page.getByRole('link', { name: 'Rasti užsakymą ir apmokėti' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-lookup\\?order=${id}$`));
  await expect(page.getByLabel('Užsakymo numeris')).toHaveValue(id);
  await lookUp(page, buyer.email);
  const card = page.getByRole('article', { name: `Užsakymas ${number}` });
  await expect(card).toContainText(title);
  await expect(card).toContainText('2 bilietai');
  // Created again once the cancellation is projected, waiting for payment until then: unpaid either way.
  await expect(card).toContainText(/Sukurtas|Laukiama mokėjimo/);
  await expect(card.getByRole('link', { name: 'Atsisiųsti bilietus (PDF)' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Tęsti apmokėjimą' }).click();
  await expect(page.getByRole('heading', { name: 'Bandomasis mokėjimas' })).toBeVisible();
  await page.getByRole('button', { name: 'Apmokėti' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/success\\?order_id=${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Mokėjimas sėkmingas' })).toBeVisible();
  const result = page.getByRole('region', { name: `Užsakymas ${number}` });
  await expect(result).toContainText('Apmokėtas');
  await expect(result).toContainText(title);
  await expect(page.getByRole('link', { name: 'Atsisiųsti bilietus (PDF)' })).toBeVisible({ timeout: TICKETS_ISSUED });
});

test('a payment that fails shows as failed at once, and trying again pays the same order', async ({
  page,
}, testInfo) => {
  const buyer = buyerFor(testInfo.project.name, 'fails');
  const title = await openEventFromHome(page);
  await addTicket(page, 0, 1);
  await checkOut(page, buyer);

  await page.getByRole('button', { name: 'Mokėjimas nepavyksta' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?order_id=/);
  const { id, number } = orderOf(page);
  // Shown from the server's first answers, well before the minute the page waits for a pending payment.
  await expect(page.getByRole('heading', { level: 1, name: 'Mokėjimas nepavyko' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('alert')).toContainText(`Užsakymas ${number} išsaugotas`);
  await expect(page.getByText('Tikrinamas mokėjimas…')).toHaveCount(0);

  await page.getByRole('button', { name: 'Bandyti mokėti dar kartą' }).click();
  await expect(page.getByRole('heading', { name: 'Bandomasis mokėjimas' })).toBeVisible();
  await page.getByRole('button', { name: 'Apmokėti' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/success\\?order_id=${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Mokėjimas sėkmingas' })).toBeVisible();
  const result = page.getByRole('region', { name: `Užsakymas ${number}` });
  await expect(result).toContainText('Apmokėtas');
  await expect(result).toContainText(title);

  // The page's polling used none of the lookups: the order is still found by number and e-mail.
  await page.goto('/order-lookup');
  await lookUp(page, buyer.email, number);
  await expect(page.getByRole('article', { name: `Užsakymas ${number}` })).toContainText('Apmokėtas');
});
