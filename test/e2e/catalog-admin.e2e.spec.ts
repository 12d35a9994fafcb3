import { expect, test, type Page } from '@playwright/test';

/** A small real PNG: the shop checks uploads by their bytes and resizes them. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAbklEQVRYhe2SAQkAURSDFucyLacBL4Y8/mABVBa+nl50AiZQvSK7UO8uOgETqF6RXah3F52ACVSvyC7Uu4tOwASqV2QX6t1FJ2AC1SuyC/XuohMwgeoV2YV6d9EJmED1iuxCvbvoBEygekVevtAPhcQctQR45tgAAAAASUVORK5CYII=',
  'base64',
);

/** `YYYY-MM-DDTHH:mm` in Vilnius, as the form's datetime-local inputs take it. */
function vilniusLocal(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Vilnius',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

async function addTicketType(page: Page, lt: string, en: string, price: string) {
  await page.getByRole('button', { name: 'Naujas bilietų tipas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Naujas bilietų tipas' });
  await dialog.getByLabel('Pavadinimas lietuviškai').fill(lt);
  await dialog.getByLabel('Pavadinimas angliškai').fill(en);
  await dialog.getByLabel('Kaina').fill(price);
  await dialog.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(page.getByText(`Bilietų tipas „${lt}“ išsaugotas.`)).toBeVisible();
}

test('an admin creates an event with two ticket types and an image, publishes it, a visitor finds it and picks tickets, and unpublishing it from the events list hides it', async ({
  page,
  browser,
}, testInfo) => {
  const title = `Spektaklis ${testInfo.project.name} ${Date.now()}`;
  // Sooner than any demo event, so it leads its category's first page.
  const start = new Date(Date.now() + 3 * 60 * 60 * 1000);
  const end = new Date(start.getTime() + 2 * 60 * 60 * 1000);

  await page.goto('/login?redirect=/admin/events/new');
  await page.getByLabel('El. paštas').fill('admin@bilietai.lt');
  await page.getByLabel('Slaptažodis').fill('demo-admin-2026');
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/admin\/events\/new/);

  await page.getByLabel('Pavadinimas lietuviškai').fill(title);
  await page.getByLabel('Pavadinimas angliškai').fill(`Play ${Date.now()}`);
  await page.getByLabel('Kategorija').selectOption('Theater');
  await page.getByRole('tab', { name: /Vieta/ }).click();
  await page.getByLabel('Vietos pavadinimas').fill('Kauno dramos teatras');
  await page.getByLabel('Adresas').fill('Laisvės al. 71');
  await page.getByLabel('Miestas').fill('Kaunas');
  await page.getByRole('tab', { name: /Nustatymai/ }).click();
  await page.getByLabel('Pradžia', { exact: true }).fill(vilniusLocal(start));
  await page.getByLabel('Pabaiga', { exact: true }).fill(vilniusLocal(end));
  await page.getByRole('button', { name: 'Sukurti renginį' }).click();
  await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}\/edit/);
  const eventId = /events\/([0-9a-f-]{36})\/edit/.exec(page.url())![1]!;

  await page.getByRole('tab', { name: /Nuotraukos/ }).click();
  await page.getByLabel('Įkelti nuotrauką').setInputFiles({ name: 'scena.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Nuotrauka įkelta.')).toBeVisible();

  await page.goto(`/admin/events/${eventId}/tickets`);
  await addTicketType(page, 'Parteris', 'Stalls', '25');
  await addTicketType(page, 'Balkonas', 'Balcony', '15,50');

  await page.goto(`/admin/events/${eventId}/edit`);
  await page.getByRole('button', { name: 'Paskelbti', exact: true }).click();
  await expect(page.getByText('Renginys paskelbtas.')).toBeVisible();

  const visitor = await (await browser.newContext({ viewport: page.viewportSize() ?? undefined })).newPage();
  await visitor.goto('/events?category=Theater');
  await visitor.getByRole('link', { name: title }).first().click();
  await expect(visitor).toHaveURL(new RegExp(`/events/${eventId}`));
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  const cover = visitor.locator('img[src*="/media/events/"]').first();
  await expect(cover).toBeVisible();
  await expect(visitor.getByText('Balkonas').first()).toBeVisible();
  await visitor.getByRole('link', { name: 'Pirkti bilietus' }).first().click();

  await expect(visitor).toHaveURL(new RegExp(`/tickets/${eventId}`));
  const more = visitor.getByRole('button', { name: 'Padidinti kiekį: Parteris' });
  await more.click();
  await more.click();
  await visitor.getByRole('button', { name: 'Padidinti kiekį: Balkonas' }).click();
  await expect(visitor.getByText(/65,50\s€/).first()).toBeVisible();
  await visitor.getByRole('button', { name: 'Tęsti' }).click();
  await expect(visitor).toHaveURL(/\/checkout/);
  // The test runs in Node; the expression is evaluated in the page.
  const selection = await visitor.evaluate<string | null>("sessionStorage.getItem('checkout-selection')");
  expect(JSON.parse(selection!)).toMatchObject({ eventId, totalAmount: 65.5 });

  // Back in the events list (the admin kit's table: cards on a phone), the row's menu unpublishes it.
  await page.goto(`/admin/events?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('checkbox', { name: 'Pažymėti visus šio puslapio renginius' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: title })).toBeVisible();
  await page.getByRole('button', { name: `Veiksmai: ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Grąžinti į juodraščius' }).click();
  await expect(page.getByText(`Renginys „${title}“ grąžintas į juodraščius.`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: title })).toContainText('Kauno dramos teatras');
  await visitor.goto(`/events/${eventId}`);
  await expect(visitor.getByText('Renginys nerastas')).toBeVisible();
  await visitor.goto('/events?category=Theater');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
});
