import { expect, test, type Page } from '@playwright/test';
import {
  anotherBrowser,
  publishConcert,
  reloadUntil,
  secondAdmin,
  signIn,
  SUPER_ADMIN as DEMO_SUPER_ADMIN,
} from './support/back-office';
import { FOLLOWS_FROM_LOG, orderOf } from './support/buying';

// Each journey buys, waits for the log's processes (tickets, refunds, mail) several times and signs in
// more than one person: longer than the default 30 s, on a machine shared with other work.
test.describe.configure({ timeout: 120_000 });

const SUPER_ADMIN = { ...DEMO_SUPER_ADMIN, name: 'Demo Administratorius' };

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

/** Every mail the shop caught for an address that matches, once there are `count` of them. */
async function mailsTo(
  page: Page,
  address: string,
  matches: (mail: CaughtMail) => boolean,
  count = 1,
): Promise<CaughtMail[]> {
  let found: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/dev/mailbox/messages?to=${encodeURIComponent(address)}`);
        found = ((await response.json()) as CaughtMail[]).filter(matches);
        return found.length;
      },
      { timeout: FOLLOWS_FROM_LOG },
    )
    .toBe(count);
  return found;
}

/** Presses a ticket type's "+" and waits for the stepper to show the new count. */
async function addTicket(page: Page, index: number, expected: number): Promise<void> {
  const more = page.getByRole('button', { name: /^Padidinti kiekį: / }).nth(index);
  const name = (await more.getAttribute('aria-label'))!.replace('Padidinti kiekį: ', '');
  await more.click();
  await expect(page.getByRole('status', { name: `Kiekis: ${name}` })).toHaveText(String(expected));
}

/**
 * From the ticket selection through checkout to the sandbox's "pay", until the order is paid and its
 * tickets issued. Answers the order's id and the number people read (its last 8 characters).
 */
async function buyAndPay(page: Page, buyer: Buyer): Promise<{ id: string; number: string }> {
  await page.getByRole('button', { name: 'Tęsti' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('Vardas').fill(buyer.firstName);
  await page.getByLabel('Pavardė').fill(buyer.lastName);
  await page.getByLabel('El. paštas').fill(buyer.email);
  await page.getByLabel('Telefono numeris').fill(buyer.phone);
  const sandbox = page
    .getByRole('group', { name: 'Mokėjimo būdas' })
    .getByRole('radio', { name: /Bandomasis mokėjimas/ });
  await sandbox.check();
  await page.getByRole('button', { name: 'Pereiti prie apmokėjimo' }).click();
  await expect(page.getByRole('heading', { name: 'Bandomasis mokėjimas' })).toBeVisible();
  await page.getByRole('button', { name: 'Apmokėti' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?order_id=/);
  const { id, number } = orderOf(page);
  await expect(page.getByRole('region', { name: `Užsakymas ${number}` })).toContainText('Apmokėtas');
  await expect(page.getByRole('link', { name: 'Atsisiųsti bilietus (PDF)' })).toBeVisible({
    timeout: FOLLOWS_FROM_LOG,
  });
  return { id, number };
}

/** The order page's title block: its number and both status badges. */
function orderHeading(page: Page) {
  return page.locator('.order-page__header');
}

test('an admin refunds part then the rest of an order: the buyer is mailed each time and the scanner refuses its tickets', async ({
  page,
}, testInfo) => {
  const buyer = buyerFor(testInfo.project.name, 'refunded');
  await page.goto('/');
  const card = page
    .getByRole('region', { name: 'Artėjantys renginiai' })
    .getByRole('article')
    .filter({ hasText: /nuo \d/ })
    .first();
  await card.getByRole('link').click();
  await page.getByRole('link', { name: 'Pirkti bilietus' }).click();
  await expect(page).toHaveURL(/\/tickets\//);
  await addTicket(page, 0, 1);
  await addTicket(page, 0, 2);
  const order = await buyAndPay(page, buyer);

  await signIn(page, SUPER_ADMIN, '/admin/orders');
  const detail = await page.request.get(`/api/orders/${order.id}`);
  expect(detail.ok()).toBe(true);
  const { lines, currency } = (await detail.json()) as { lines: { unit_price: number }[]; currency: string };
  expect(currency).toBe('EUR');
  const onePrice = lines[0]!.unit_price;
  const reason = `Vienas bilietas grąžintas ${Date.now()}`;

  // The list, searched by the order's number; the row's menu opens the refund form.
  await page.getByLabel('Paieška').fill(order.number);
  await page.getByLabel('Paieška').press('Enter');
  await expect(page.getByText('Rasta užsakymų: 1')).toBeVisible();
  await expect(page.getByRole('link', { name: order.number })).toBeVisible();
  await page.getByRole('button', { name: `Veiksmai: užsakymas ${order.number}` }).click();
  await page.getByRole('menuitem', { name: 'Grąžinti mokestį' }).click();
  const refundForm = page.getByRole('dialog', { name: 'Grąžinti mokestį' });
  await refundForm.getByLabel(/^Suma/).fill(onePrice.toFixed(2));
  await refundForm.getByLabel('Priežastis').fill(reason);
  await expect(refundForm.getByLabel('Pranešti pirkėjui el. paštu')).toBeChecked();
  await refundForm.getByRole('button', { name: 'Grąžinti', exact: true }).click();
  await expect(refundForm).toBeHidden();
  await expect(page.getByText(/^Grąžinimas pateiktas: /)).toBeVisible();

  // The order's page: the partial refund done, by the admin, with the reason; the payment still paid.
  await page.getByRole('link', { name: order.number }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
  const refunds = page.getByRole('region', { name: 'Grąžinimai' });
  await reloadUntil(page, async () => {
    await expect(refunds.getByRole('row').filter({ hasText: reason })).toContainText('Grąžinta', { timeout: 1000 });
  });
  const partial = refunds.getByRole('row').filter({ hasText: reason });
  await expect(partial).toContainText('Administratoriaus grąžinimas');
  await expect(partial).toContainText(`${SUPER_ADMIN.name} (administratorius)`);
  await expect(orderHeading(page).getByText('Apmokėta', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Užsakymo istorija' })).toContainText('Paprašyta grąžinti pinigus');
  // Nothing wider than the screen, the buyer's long address included: on a phone a wider page would put
  // the refund form's buttons where a tap does not reach them. (The test runs in Node; the expression
  // is evaluated in the page.)
  const fits = await page.evaluate<boolean>(
    'document.documentElement.scrollWidth <= document.documentElement.clientWidth',
  );
  expect(fits).toBe(true);

  // The rest: the form offers what is left.
  const restReason = `Likusi suma grąžinta ${Date.now()}`;
  await page
    .getByRole('group', { name: 'Užsakymo veiksmai' })
    .getByRole('button', { name: 'Grąžinti mokestį' })
    .click();
  const restForm = page.getByRole('dialog', { name: 'Grąžinti mokestį' });
  const rest = Number(await restForm.getByLabel(/^Suma/).inputValue());
  expect(rest).toBeGreaterThan(0);
  await restForm.getByLabel('Priežastis').fill(restReason);
  await restForm.getByRole('button', { name: 'Grąžinti', exact: true }).click();
  await expect(restForm).toBeHidden();
  await reloadUntil(page, async () => {
    await expect(orderHeading(page).getByText('Grąžinta', { exact: true })).toBeVisible({ timeout: 1000 });
  });
  await expect(refunds.getByRole('row').filter({ hasText: restReason })).toContainText('Grąžinta');
  await expect(refunds.getByRole('row').filter({ hasText: restReason })).toContainText(
    `${SUPER_ADMIN.name} (administratorius)`,
  );
  await expect(
    page.getByRole('group', { name: 'Užsakymo veiksmai' }).getByRole('button', { name: 'Grąžinti mokestį' }),
  ).toHaveCount(0);
  const tickets = page.getByRole('region', { name: 'Bilietai', exact: true });
  await expect(tickets.getByRole('row').filter({ hasText: 'Grąžintas' })).toHaveCount(2);
  const code = (await tickets.locator('code').first().textContent())!.trim();

  // One notice per refund, in the buyer's language: the first says the tickets stay valid, the second not.
  const notices = await mailsTo(
    page,
    buyer.email,
    (mail) => mail.subject === `Užsakymas ${order.number}: pinigai grąžinti`,
    2,
  );
  expect(notices.map((mail) => mail.text).join('\n')).toContain('Tai dalis sumokėtos sumos; jūsų bilietai galioja.');
  expect(notices.map((mail) => mail.text).join('\n')).toContain(
    'Grąžinta visa užsakymo suma, todėl jo bilietai nebegalioja.',
  );

  await page.goto('/admin/scanner');
  await page.getByLabel('Bilieto kodas').fill(code);
  await page.getByRole('button', { name: 'Tikrinti' }).click();
  await expect(page.getByRole('status', { name: 'Patikrinimo rezultatas' })).toContainText('Grąžintas — neįleisti');
});

test('an admin cancels an event that sold a ticket, asks to refund its order, may not approve it alone, and a second admin approves it', async ({
  page,
  browser,
}, testInfo) => {
  const run = `${testInfo.project.name} ${Date.now()}`;
  const title = `Atšaukiamas koncertas ${run}`;
  const buyer = buyerFor(testInfo.project.name, 'cancelled');
  const second = {
    email: `antanas.${testInfo.project.name}.${Date.now()}@example.lt`,
    password: 'antro administratoriaus',
  };

  await signIn(page, SUPER_ADMIN, '/admin/events');
  const eventId = await publishConcert(page, {
    name: { lt: title, en: `Concert ${title}` },
    description: { lt: 'Koncertas, kuris bus atšauktas.', en: 'A concert that will be cancelled.' },
  });
  await secondAdmin(page, second.email, second.password);

  const buyerPage = await anotherBrowser(browser);
  await buyerPage.goto(`/tickets/${eventId}`);
  await expect(buyerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await addTicket(buyerPage, 0, 1);
  const order = await buyAndPay(buyerPage, buyer);
  // The events list leads to the refund page only for an event it knows sold tickets.
  await expect
    .poll(async () => {
      const event = await page.request.get(`/api/admin/events/${eventId}`);
      return ((await event.json()) as { tickets_sold: number }).tickets_sold;
    })
    .toBe(1);

  await page.goto(`/admin/events?search=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `Veiksmai: ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Atšaukti renginį' }).click();
  const cancelDialog = page.getByRole('dialog', { name: `Atšaukti renginį „${title}“?` });
  await cancelDialog.getByRole('checkbox', { name: /Suprantu: renginys bus atšauktas visam laikui/ }).check();
  await cancelDialog.getByRole('button', { name: 'Atšaukti renginį' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${eventId}/refund$`));
  await expect(page.getByText('Renginys atšauktas: pateikite grąžinimo užklausą jo užsakymams')).toBeVisible();

  await mailsTo(buyerPage, buyer.email, (mail) => mail.subject === `Renginys „${title}“ atšauktas`);

  // Before any money goes back, the ticket of the cancelled event no longer admits.
  await page.goto(`/admin/orders/${order.id}`);
  const code = (await page
    .getByRole('region', { name: 'Bilietai', exact: true })
    .locator('code')
    .first()
    .textContent())!.trim();
  await page.goto('/admin/scanner');
  await page.getByLabel('Bilieto kodas').fill(code);
  await page.getByRole('button', { name: 'Tikrinti' }).click();
  await expect(page.getByRole('status', { name: 'Patikrinimo rezultatas' })).toContainText(
    'Renginys atšauktas — neįleisti',
  );
  await page.goto(`/admin/events/${eventId}/refund`);

  const reason = `Renginys atšauktas ${run}`;
  const form = page.getByRole('form', { name: 'Nauja grąžinimo užklausa' });
  await expect(form).toContainText('Grąžinimo tipas: Renginys atšauktas');
  await form.getByRole('checkbox', { name: `Pažymėti užsakymą ${order.number}` }).check();
  await expect(form).toContainText('Pažymėta užsakymų: 1, grąžinama suma: 20,00 €');
  await form.getByLabel('Priežastis').fill(reason);
  await form.getByLabel('Jūsų slaptažodis').fill(SUPER_ADMIN.password);
  await form.getByLabel('Įrašykite CONFIRM REFUND').fill('CONFIRM REFUND');
  await form.getByRole('checkbox', { name: /^Suprantu, kad pinigai bus grąžinti/ }).check();
  await form.getByRole('button', { name: 'Pateikti grąžinimo užklausą' }).click();
  await expect(page.getByText('Grąžinimo užklausa pateikta: ją turi patvirtinti kitas administratorius')).toBeVisible();

  const requests = page.getByRole('region', { name: 'Grąžinimo užklausos' });
  const request = requests.getByRole('row').filter({ hasText: reason });
  await expect(request).toContainText('Laukia patvirtinimo');

  // Four eyes: the admin who asked may not approve it.
  await request.getByRole('button', { name: 'Patvirtinti' }).click();
  const ownApproval = page.getByRole('dialog', { name: 'Patvirtinti grąžinimo užklausą' });
  await ownApproval.getByLabel('Jūsų slaptažodis').fill(SUPER_ADMIN.password);
  await ownApproval.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(
    page.getByText(
      'Nepavyko patvirtinti grąžinimo užklausos: Savo paties grąžinimo prašymo patvirtinti negalima: jį turi patvirtinti kitas administratorius',
    ),
  ).toBeVisible();
  await page.reload();
  await expect(request).toContainText('Laukia patvirtinimo');

  const approver = await anotherBrowser(browser);
  await signIn(approver, second, `/admin/events/${eventId}/refund`);
  const theirRequest = approver
    .getByRole('region', { name: 'Grąžinimo užklausos' })
    .getByRole('row')
    .filter({ hasText: reason });
  await expect(theirRequest).toContainText(SUPER_ADMIN.name);
  await theirRequest.getByRole('button', { name: 'Patvirtinti' }).click();
  const approval = approver.getByRole('dialog', { name: 'Patvirtinti grąžinimo užklausą' });
  await approval.getByLabel('Patvirtinimo pastabos').fill('Patikrinta: renginys atšauktas');
  await approval.getByLabel('Jūsų slaptažodis').fill(second.password);
  await approval.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(approver.getByText('Grąžinimo užklausa patvirtinta: pinigai grąžinami')).toBeVisible();

  await reloadUntil(approver, async () => {
    await expect(theirRequest).toContainText('Įvykdyta', { timeout: 1000 });
  });
  await expect(theirRequest).toContainText('Patvirtino Antanas Tvirtintojas: Patikrinta: renginys atšauktas');
  await expect(theirRequest).toContainText('Grąžinta 1 iš 1, nepavyko 0, laukia 0');

  await approver.goto(`/admin/orders/${order.id}`);
  await reloadUntil(approver, async () => {
    await expect(orderHeading(approver).getByText('Grąžinta', { exact: true })).toBeVisible({ timeout: 1000 });
  });
  const refunds = approver.getByRole('region', { name: 'Grąžinimai' });
  await expect(refunds).toContainText('Renginys atšauktas');
  await expect(refunds).toContainText(reason);
  await mailsTo(buyerPage, buyer.email, (mail) => mail.subject === `Užsakymas ${order.number}: pinigai grąžinti`);
});
