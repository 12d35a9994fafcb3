import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { makeAdmin, signedInState } from '../../../lib/session/user-fixtures';
import { deferred, jsonResponse } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { adminSettings, refusal, serveSettings } from '../test/serve-settings';
import { SettingsPage } from './SettingsPage';

const SUPER_ADMIN = makeAdmin({ role: 'super_admin', roles: ['super_admin', 'admin'] });

function renderSettings({ superAdmin = true, language }: { superAdmin?: boolean; language?: 'lt' | 'en' } = {}) {
  return renderWithProviders(<SettingsPage />, {
    route: '/admin/settings',
    preloadedState: signedInState(superAdmin ? SUPER_ADMIN : makeAdmin()),
    language,
  });
}

async function openTab(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

async function retype(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text !== '') await user.type(field, text);
}

const SAVED = 'Nustatymai sėkmingai išsaugoti!';

describe('settings page', () => {
  it('shows five tabs, the system tab first with the saved values', async () => {
    serveSettings();
    await renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Nustatymai' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Sistema',
      'Pardavėjas',
      'Mokėjimai',
      'El. paštas',
      'Priežiūra',
    ]);
    expect(screen.getByRole('tab', { name: 'Sistema' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Sistema' });
    expect(within(panel).getByLabelText('Svetainės pavadinimas')).toHaveValue('Bilietų parduotuvė');
    expect(within(panel).getByLabelText('Kontaktinis el. paštas')).toHaveAttribute('type', 'email');
    expect(within(panel).getByLabelText('Valiuta')).toHaveValue('EUR');
    expect(within(panel).getByLabelText('Laiko juosta')).toHaveValue('Europe/Vilnius');
    expect(within(panel).getByLabelText('Kalba')).toHaveValue('lt');
    expect(within(panel).getByLabelText('Leisti naujų vartotojų registraciją')).toBeChecked();
  });

  it('says so, with a retry, when the settings cannot be read', async () => {
    let answers = 0;
    serveSettings({
      settings: () => {
        answers += 1;
        return answers === 1 ? refusal(500, 'Įvyko klaida') : adminSettings();
      },
    });
    const { user } = await renderSettings();
    await user.click(await screen.findByRole('button', { name: /Bandyti dar kartą/ }));
    expect(await screen.findByRole('tab', { name: 'Sistema' })).toBeInTheDocument();
  });

  describe('system tab', () => {
    it('saves the section with a saving state, then says the settings were saved', async () => {
      const held = deferred<Response>();
      const { sent } = serveSettings({ change: () => held.promise });
      const { user } = await renderSettings();
      const panel = await openTab(user, 'Sistema');
      await retype(user, within(panel).getByLabelText('Svetainės pavadinimas'), ' Kauno bilietai ');
      await user.selectOptions(within(panel).getByLabelText('Valiuta'), 'USD');
      await user.click(within(panel).getByLabelText('Leisti naujų vartotojų registraciją'));
      await user.click(within(panel).getByRole('button', { name: 'Išsaugoti' }));

      expect(await within(panel).findByRole('button', { name: 'Saugoma…' })).toBeDisabled();
      held.resolve(jsonResponse({ position: '43' }));
      expect(await within(panel).findByRole('status')).toHaveTextContent(SAVED);
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/settings/system',
          body: {
            siteName: 'Kauno bilietai',
            siteDescription: 'Renginių bilietai internetu',
            contactEmail: 'pagalba@bilietu-parduotuve.lt',
            supportPhone: '+370 5 200 0000',
            currency: 'USD',
            timezone: 'Europe/Vilnius',
            language: 'lt',
            allowRegistration: false,
            requireEmailVerification: true,
          },
        },
      ]);
      expect(within(panel).getByRole('button', { name: 'Išsaugoti' })).toBeEnabled();
    });

    it('offers the Baltic time zones, and saves the one chosen', async () => {
      const { sent } = serveSettings({ change: () => jsonResponse({ position: '44' }) });
      const { user } = await renderSettings();
      const panel = await openTab(user, 'Sistema');
      const zone = within(panel).getByLabelText('Laiko juosta');
      expect([...zone.querySelectorAll('option')].map((option) => option.value).slice(0, 3)).toEqual([
        'Europe/Vilnius',
        'Europe/Riga',
        'Europe/Tallinn',
      ]);
      expect([...within(panel).getByLabelText('Valiuta').querySelectorAll('option')].map((o) => o.value)).toEqual([
        'EUR',
        'USD',
      ]);
      await user.selectOptions(zone, 'Europe/Riga');
      await user.click(within(panel).getByRole('button', { name: 'Išsaugoti' }));

      expect(await within(panel).findByRole('status')).toHaveTextContent(SAVED);
      expect(sent.at(-1)?.body).toMatchObject({ timezone: 'Europe/Riga' });
    });

    it('asks for a site name, a valid contact e-mail and a phone number before sending', async () => {
      const { sent } = serveSettings();
      const { user } = await renderSettings();
      const panel = await openTab(user, 'Sistema');
      await retype(user, within(panel).getByLabelText('Svetainės pavadinimas'), '   ');
      await retype(user, within(panel).getByLabelText('Kontaktinis el. paštas'), 'pagalba@');
      await retype(user, within(panel).getByLabelText('Pagalbos telefonas'), 'skambinkite');
      await user.click(within(panel).getByRole('button', { name: 'Išsaugoti' }));

      expect(within(panel).getByLabelText('Svetainės pavadinimas')).toHaveAccessibleDescription('Užpildykite šį lauką');
      expect(within(panel).getByLabelText('Kontaktinis el. paštas')).toHaveAccessibleDescription(
        'Įveskite teisingą el. pašto adresą',
      );
      expect(within(panel).getByLabelText('Kontaktinis el. paštas')).toHaveAttribute('aria-invalid', 'true');
      expect(within(panel).getByLabelText('Pagalbos telefonas')).toHaveAccessibleDescription(
        'Telefono numeryje gali būti tik skaitmenys, tarpai, skliaustai, brūkšneliai ir + pradžioje',
      );
      expect(sent).toEqual([]);
    });

    it('shows the server’s field errors on their fields', async () => {
      serveSettings({
        change: () =>
          refusal(400, 'Neteisingi duomenys', [
            { field: 'supportPhone', message: 'Telefono numeris per ilgas' },
            { field: 'somethingElse', message: 'Nežinomas laukas' },
          ]),
      });
      const { user } = await renderSettings();
      const panel = await openTab(user, 'Sistema');
      await user.click(within(panel).getByRole('button', { name: 'Išsaugoti' }));
      await waitFor(() => {
        expect(within(panel).getByLabelText('Pagalbos telefonas')).toHaveAccessibleDescription(
          'Telefono numeris per ilgas',
        );
      });
      expect(within(panel).getByRole('alert')).toHaveTextContent(
        'Nepavyko išsaugoti nustatymų: Pataisykite pažymėtus laukus.',
      );
    });

    it('says the server’s reason when a save is refused without field errors', async () => {
      serveSettings({ change: () => refusal(403, 'Neturite teisės keisti nustatymų') });
      const { user } = await renderSettings({ language: 'en' });
      const panel = await openTab(user, 'System');
      await user.click(within(panel).getByRole('button', { name: 'Save' }));
      expect(await within(panel).findByRole('alert')).toHaveTextContent(
        'Could not save the settings: Neturite teisės keisti nustatymų',
      );
    });
  });

  describe('seller tab', () => {
    it('asks for the legal name, checks the invoice series and sends the IBAN without spaces', async () => {
      const { sent } = serveSettings();
      const { user } = await renderSettings();
      const panel = await openTab(user, 'Pardavėjas');
      const series = within(panel).getByLabelText('Sąskaitų serija');
      await retype(user, series, 'ts1');
      await retype(user, within(panel).getByLabelText('Juridinis pavadinimas'), ' ');
      await user.click(within(panel).getByRole('button', { name: 'Išsaugoti' }));
      expect(within(panel).getByLabelText('Juridinis pavadinimas')).toHaveAccessibleDescription('Užpildykite šį lauką');
      expect(series).toHaveAccessibleDescription(
        '2–5 didžiosios raidės, pvz., TS. Serija – 2–5 didžiosios raidės, pvz., TS',
      );
      expect(sent).toEqual([]);

      await retype(user, series, 'BLT');
      await retype(user, within(panel).getByLabelText('Juridinis pavadinimas'), 'UAB „Bilietų parduotuvė“');
      await retype(user, within(panel).getByLabelText('Banko sąskaita (IBAN)'), 'lt12 1000 0111 0100 1000');
      await retype(user, within(panel).getByLabelText('PVM mokėtojo kodas'), '');
      await user.click(within(panel).getByRole('button', { name: 'Išsaugoti' }));
      expect(await within(panel).findByRole('status')).toHaveTextContent(SAVED);
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/settings/seller',
          body: {
            legalName: 'UAB „Bilietų parduotuvė“',
            companyCode: '304567890',
            vatCode: '',
            address: 'Gedimino pr. 1, Vilnius',
            bankAccount: 'LT121000011101001000',
            invoiceSeries: 'BLT',
          },
        },
      ]);
    });
  });

  describe('payment tab', () => {
    it('keeps the fee between 0 and 10 in steps of 0.1', async () => {
      const { sent } = serveSettings();
      const { user } = await renderSettings();
      const panel = await openTab(user, 'Mokėjimai');
      const fee = within(panel).getByLabelText('Mokėjimo mokestis, %');
      expect(fee).toHaveAttribute('step', '0.1');
      expect(fee).toHaveAttribute('max', '10');
      await retype(user, fee, '10.5');
      await user.click(within(panel).getByRole('button', { name: 'Išsaugoti' }));
      expect(fee).toHaveAccessibleDescription('Nuo 0 iki 10, 0,1 žingsniu. Mokestis turi būti nuo 0 iki 10 %');
      await retype(user, fee, '2.55');
      await user.click(within(panel).getByRole('button', { name: 'Išsaugoti' }));
      await waitFor(() => {
        expect(fee).toHaveAccessibleDescription('Nuo 0 iki 10, 0,1 žingsniu. Mokestis nurodomas 0,1 % tikslumu');
      });
      expect(sent).toEqual([]);

      await retype(user, fee, '1.5');
      await user.click(within(panel).getByRole('button', { name: 'Išsaugoti' }));
      expect(await within(panel).findByRole('status')).toHaveTextContent(SAVED);
      expect(sent[0]?.body).toMatchObject({ paymentFeePercent: 1.5 });
    });

    it('gives buyers 1 to 14 whole days to pay by transfer, and shows the server’s refusal on the field', async () => {
      const { sent } = serveSettings({
        change: (request) =>
          (request.body as { bankTransferDays: number }).bankTransferDays === 13
            ? refusal(400, 'Neteisingi duomenys', [
                {
                  field: 'bankTransferDays',
                  message: 'Laikas sumokėti pavedimu – sveikasis dienų skaičius nuo 1 iki 14',
                },
              ])
            : jsonResponse({ position: '43' }),
      });
      const { user } = await renderSettings();
      const panel = await openTab(user, 'Mokėjimai');
      const days = within(panel).getByLabelText('Laikas sumokėti pavedimu (dienomis)');
      expect(days).toHaveValue(3);
      expect(days).toHaveAttribute('min', '1');
      expect(days).toHaveAttribute('max', '14');
      for (const typed of ['0', '15', '2.5']) {
        await retype(user, days, typed);
        await user.click(within(panel).getByRole('button', { name: 'Išsaugoti' }));
        await waitFor(() => {
          expect(days).toHaveAccessibleDescription(
            'Nuo 1 iki 14 dienų; vietos laikomos tiek, bet ne ilgiau nei iki renginio pradžios. Dienų skaičius turi būti sveikasis skaičius nuo 1 iki 14',
          );
        });
      }
      expect(sent).toEqual([]);

      await retype(user, days, '7');
      await user.click(within(panel).getByRole('button', { name: 'Išsaugoti' }));
      expect(await within(panel).findByRole('status')).toHaveTextContent(SAVED);
      expect(sent[0]?.body).toMatchObject({ bankTransferDays: 7 });

      await retype(user, days, '13');
      await user.click(within(panel).getByRole('button', { name: 'Išsaugoti' }));
      await waitFor(() => {
        expect(days).toHaveAccessibleDescription(
          'Nuo 1 iki 14 dienų; vietos laikomos tiek, bet ne ilgiau nei iki renginio pradžios. Laikas sumokėti pavedimu – sveikasis dienų skaičius nuo 1 iki 14',
        );
      });
    });

    it('tells whether each secret is set, keeps it when left empty, replaces or clears it', async () => {
      const { sent } = serveSettings();
      const { user } = await renderSettings();
      const panel = await openTab(user, 'Mokėjimai');
      const signPassword = within(panel).getByLabelText('Paysera parašo slaptažodis');
      const secretKey = within(panel).getByLabelText('MakeCommerce slaptasis raktas');
      expect(signPassword).toHaveValue('');
      expect(signPassword).toHaveAttribute('type', 'password');
      expect(signPassword).toHaveAccessibleDescription(/^Dabar: Nustatytas\./);
      expect(secretKey).toHaveAccessibleDescription(/^Dabar: Nenustatytas\./);
      // Only a stored secret can be cleared.
      expect(within(panel).getAllByRole('checkbox', { name: 'Išvalyti išsaugotą reikšmę' })).toHaveLength(1);

      await user.click(within(panel).getByRole('button', { name: 'Išsaugoti' }));
      await within(panel).findByRole('status');
      expect(sent[0]?.body).not.toHaveProperty('payseraSignPassword');
      expect(sent[0]?.body).not.toHaveProperty('makecommerceSecretKey');
      expect(sent[0]?.body).toEqual({
        sandboxEnabled: true,
        makecommerceEnabled: false,
        makecommerceShopId: '',
        payseraEnabled: true,
        payseraProjectId: '123456',
        bankTransferEnabled: false,
        bankAccount: '',
        bankTransferDays: 3,
        paymentFeePercent: 2.5,
      });

      await user.type(secretKey, 'naujas-raktas');
      await user.click(within(panel).getByRole('checkbox', { name: 'Išvalyti išsaugotą reikšmę' }));
      expect(signPassword).toBeDisabled();
      await user.click(within(panel).getByRole('button', { name: 'Išsaugoti' }));
      await waitFor(() => {
        expect(sent).toHaveLength(2);
      });
      expect(sent[1]?.body).toMatchObject({ makecommerceSecretKey: 'naujas-raktas', payseraSignPassword: '' });
      await waitFor(() => {
        expect(secretKey).toHaveValue('');
      });
    });

    it('is read-only, with the reason, for an admin who is not a super admin', async () => {
      serveSettings();
      const { user } = await renderSettings({ superAdmin: false });
      const panel = await openTab(user, 'Mokėjimai');
      expect(
        within(panel).getByText(
          'Šiuos nustatymus keisti gali tik vyriausiasis administratorius. Jūs galite juos peržiūrėti.',
        ),
      ).toBeInTheDocument();
      expect(within(panel).getByLabelText('Mokėjimo mokestis, %')).toBeDisabled();
      expect(within(panel).getByLabelText('Paysera')).toBeDisabled();
      expect(within(panel).queryByRole('button', { name: 'Išsaugoti' })).not.toBeInTheDocument();
      // The sections an admin may change keep their save.
      const system = await openTab(user, 'Sistema');
      expect(within(system).getByRole('button', { name: 'Išsaugoti' })).toBeEnabled();
    });
  });

  describe('e-mail tab', () => {
    it('checks the port and the sender, then saves with the password kept', async () => {
      const { sent } = serveSettings();
      const { user } = await renderSettings();
      const panel = await openTab(user, 'El. paštas');
      const port = within(panel).getByLabelText('SMTP prievadas');
      const sender = within(panel).getByLabelText('Siuntėjo el. paštas');
      expect(sender).toHaveAttribute('type', 'email');
      expect(within(panel).getByLabelText('SMTP slaptažodis')).toHaveAccessibleDescription(/^Dabar: Nustatytas\./);
      await retype(user, port, '70000');
      await retype(user, sender, 'bilietai');
      await user.click(within(panel).getByRole('button', { name: 'Išsaugoti' }));
      expect(port).toHaveAccessibleDescription('Prievadas turi būti sveikasis skaičius nuo 1 iki 65535');
      expect(sender).toHaveAccessibleDescription('Įveskite teisingą el. pašto adresą');
      expect(sent).toEqual([]);

      await retype(user, port, '465');
      await retype(user, sender, 'info@bilietai.lt');
      await user.click(within(panel).getByRole('button', { name: 'Išsaugoti' }));
      expect(await within(panel).findByRole('status')).toHaveTextContent(SAVED);
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/settings/email',
          body: {
            smtpHost: 'smtp.pastas.lt',
            smtpPort: 465,
            smtpUsername: 'bilietai',
            fromEmail: 'info@bilietai.lt',
            fromName: 'Bilietų parduotuvė',
            emailTemplatesEnabled: true,
          },
        },
      ]);
    });

    it('sends a test mail to the address given and says it was sent', async () => {
      const { sent } = serveSettings({
        change: () => jsonResponse({ sent: true }),
      });
      const { user } = await renderSettings();
      const panel = await openTab(user, 'El. paštas');
      const test = within(panel).getByRole('region', { name: 'Bandomasis laiškas' });
      await user.click(within(test).getByRole('button', { name: 'Siųsti bandomąjį laišką' }));
      expect(within(test).getByLabelText('Gavėjo el. paštas')).toHaveAccessibleDescription('Užpildykite šį lauką');
      expect(sent).toEqual([]);

      await user.type(within(test).getByLabelText('Gavėjo el. paštas'), 'ona@pastas.lt');
      await user.click(within(test).getByRole('button', { name: 'Siųsti bandomąjį laišką' }));
      expect(await within(test).findByRole('status')).toHaveTextContent('Bandomasis laiškas išsiųstas.');
      expect(sent).toEqual([{ method: 'POST', path: '/api/admin/settings/email/test', body: { to: 'ona@pastas.lt' } }]);
    });

    it('says only that the test mail failed, whatever words come with the 502', async () => {
      serveSettings({
        change: () => refusal(502, 'SMTP serveris atsisakė: 535 5.7.8 Authentication credentials invalid'),
      });
      const { user } = await renderSettings();
      const panel = await openTab(user, 'El. paštas');
      const test = within(panel).getByRole('region', { name: 'Bandomasis laiškas' });
      await user.type(within(test).getByLabelText('Gavėjo el. paštas'), 'ona@pastas.lt');
      await user.click(within(test).getByRole('button', { name: 'Siųsti bandomąjį laišką' }));
      const alert = await within(test).findByRole('alert');
      expect(alert).toHaveTextContent('Bandomojo laiško išsiųsti nepavyko. Priežastis įrašyta serverio žurnale.');
      expect(alert).not.toHaveTextContent('535');
    });

    it('is read-only, without the test mail, for an admin who is not a super admin', async () => {
      serveSettings();
      const { user } = await renderSettings({ superAdmin: false });
      const panel = await openTab(user, 'El. paštas');
      expect(
        within(panel).getByText(/Šiuos nustatymus keisti gali tik vyriausiasis administratorius/),
      ).toBeInTheDocument();
      expect(within(panel).getByLabelText('SMTP serveris')).toBeDisabled();
      expect(within(panel).queryByRole('button', { name: 'Išsaugoti' })).not.toBeInTheDocument();
      expect(within(panel).queryByRole('button', { name: 'Siųsti bandomąjį laišką' })).not.toBeInTheDocument();
    });
  });

  describe('maintenance tab', () => {
    it('turns maintenance mode on', async () => {
      const { sent } = serveSettings();
      const { user } = await renderSettings();
      const panel = await openTab(user, 'Priežiūra');
      await user.click(within(panel).getByLabelText('Priežiūros režimas (svetainė lankytojams nepasiekiama)'));
      await user.click(within(panel).getByRole('button', { name: 'Išsaugoti' }));
      expect(await within(panel).findByRole('status')).toHaveTextContent(SAVED);
      expect(sent).toEqual([
        { method: 'PUT', path: '/api/admin/settings/maintenance', body: { maintenanceMode: true } },
      ]);
    });

    it('clears the caches and says which', async () => {
      const { sent } = serveSettings({ change: () => jsonResponse({ cleared: ['settings', 'public-events'] }) });
      const { user } = await renderSettings();
      const panel = await openTab(user, 'Priežiūra');
      await user.click(within(panel).getByRole('button', { name: 'Išvalyti podėlį' }));
      expect(await within(panel).findByRole('status')).toHaveTextContent('Podėlis išvalytas: settings, public-events');
      expect(sent).toEqual([{ method: 'POST', path: '/api/admin/settings/clear-caches', body: undefined }]);
    });

    describe('export', () => {
      let clicked: { href: string; download: string }[];
      beforeEach(() => {
        clicked = [];
        URL.createObjectURL = jest.fn(() => 'blob:settings');
        URL.revokeObjectURL = jest.fn();
        jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
          clicked.push({ href: this.href, download: this.download });
        });
      });
      afterEach(() => {
        jest.restoreAllMocks();
      });

      it('downloads the server’s file under its name', async () => {
        const { sent } = serveSettings({
          change: () =>
            new Response('{"system":{}}', {
              headers: {
                'content-type': 'application/json',
                'content-disposition': 'attachment; filename="settings-2026-11-26.json"',
              },
            }),
        });
        const { user } = await renderSettings();
        const panel = await openTab(user, 'Priežiūra');
        await user.click(within(panel).getByRole('button', { name: 'Eksportuoti nustatymus' }));
        expect(await within(panel).findByRole('status')).toHaveTextContent(
          'Nustatymai atsisiųsti: settings-2026-11-26.json',
        );
        expect(clicked).toEqual([{ href: 'blob:settings', download: 'settings-2026-11-26.json' }]);
        expect(sent).toEqual([{ method: 'GET', path: '/api/admin/settings/export', body: undefined }]);
      });

      it('says why, and downloads nothing, when the export is refused', async () => {
        serveSettings({ change: () => refusal(500, 'Įvyko klaida') });
        const { user } = await renderSettings();
        const panel = await openTab(user, 'Priežiūra');
        await user.click(within(panel).getByRole('button', { name: 'Eksportuoti nustatymus' }));
        expect(await within(panel).findByRole('alert')).toHaveTextContent(
          'Nepavyko eksportuoti nustatymų: Įvyko klaida',
        );
        expect(clicked).toEqual([]);
      });
    });
  });
});
