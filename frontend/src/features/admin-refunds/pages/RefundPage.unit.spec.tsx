import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { makeAdmin, signedInState } from '../../../lib/session/user-fixtures';
import { installDialogPolyfill } from '../../../test/dialog-polyfill';
import { jsonResponse } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import {
  apiError,
  EVENT_ID,
  makeEvent,
  makeLimits,
  makeOrder,
  makeRequest,
  makeRequestOrder,
  serveRefunds,
} from '../test/refund-fixtures';
import { RefundPage } from './RefundPage';

const ADMIN = makeAdmin();
const SUPER_ADMIN = makeAdmin({ id: 'usr-super', role: 'super_admin', roles: ['super_admin', 'admin'] });
const ROUTE = `/admin/events/${EVENT_ID}/refund`;

function renderPage({
  language = 'lt',
  user = ADMIN,
  state,
}: { language?: 'lt' | 'en'; user?: typeof ADMIN; state?: unknown } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/events/:eventId/refund" element={<RefundPage />} />
    </Routes>,
    { route: ROUTE, language, preloadedState: signedInState(user) },
  ).then(async (rendered) => {
    // The events list arrives here with a state, as a navigation does.
    if (state) await act(() => rendered.router.navigate(ROUTE, { state }));
    return rendered;
  });
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

/** The requests table's body rows, each cell's text. */
async function requestRows(): Promise<string[][]> {
  const table = await screen.findByRole('table', { name: 'Renginio grąžinimo užklausos' });
  const [, ...body] = within(table).getAllByRole('row');
  return body.map((row) => [...row.querySelectorAll('th, td')].map((cell) => plain(cell.textContent)));
}

const bulkForm = () => screen.getByRole('form', { name: 'Nauja grąžinimo užklausa' });

describe('event refund page', () => {
  beforeAll(installDialogPolyfill);

  it("lists the event's refund requests with state, money, requester, time and progress", async () => {
    serveRefunds({
      requests: [
        makeRequest(),
        makeRequest({
          id: 'f00dbabe-0000-4000-8000-0000000000r2',
          refund_type: 'bulk',
          status: 'failed',
          reason: 'Dvigubas mokėjimas',
          total_amount: 100,
          orders_count: 2,
          progress: { refunded: 1, failed: 1, waiting: 0 },
          orders: [
            makeRequestOrder({ state: 'refunded', amount: 59.98 }),
            makeRequestOrder({
              order_id: 'a1b2c3d4-0000-4000-8000-00000000bb02',
              amount: 40.02,
              state: 'failed',
              error: 'Card account closed',
            }),
          ],
          approval: {
            by: { kind: 'user', id: 'usr-3', name: 'Rasa Rasaitė', role: 'admin' },
            at: '2026-11-24T11:00:00.000Z',
            text: 'Patikrinta',
          },
        }),
      ],
    });
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Grąžinimai: Vasaros koncertas' })).toBeVisible();
    const [pending, failed] = await requestRows();
    // Six columns, so the table fits 1366 px: state under the number, orders under the money, time under the name.
    expect(pending).toEqual([
      '000000R1Renginys atšauktasLaukia patvirtinimo',
      '59,98 €1 užsakymas',
      'Atlikėjas susirgo',
      'Petras Petraitis2026-11-24 12:30',
      expect.stringContaining('Grąžinta 0 iš 1, nepavyko 0, laukia 1'),
      'PatvirtintiAtmestiAudito žurnalas',
    ]);
    expect(failed?.slice(0, 3)).toEqual([
      '000000R2Grupinis grąžinimasNepavyko',
      '100,00 €2 užsakymai',
      'Dvigubas mokėjimasPatvirtino Rasa Rasaitė: Patikrinta',
    ]);
    expect(failed?.[4]).toContain('Grąžinta 1 iš 2, nepavyko 1, laukia 0');
    expect(failed?.[4]).toContain('0000DD04: 59,98 € – Grąžinta');
    expect(failed?.[4]).toContain('0000BB02: 40,02 € – Nepavyko (Card account closed)');
    expect(failed?.[5]).toBe('Kartoti nepavykusiusAudito žurnalas');
    expect(
      within(await screen.findByRole('table', { name: 'Renginio grąžinimo užklausos' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Užklausa ir būsena', 'Suma', 'Priežastis', 'Pateikė', 'Eiga', 'Veiksmai']);
    const [firstRow] = within(await screen.findByRole('table', { name: 'Renginio grąžinimo užklausos' })).getAllByRole(
      'link',
      { name: 'Audito žurnalas' },
    );
    expect(firstRow).toHaveAttribute('href', `/admin/audit?refund_request_id=${makeRequest().id}`);
  });

  it("words an order's own refusal in the screen's language, and a provider's reason as it came", async () => {
    serveRefunds({
      requests: [
        makeRequest({
          status: 'failed',
          progress: { refunded: 0, failed: 2, waiting: 0 },
          orders: [
            makeRequestOrder({
              state: 'failed',
              error: 'order.refund-too-large',
              error_code: 'order.refund-too-large',
            }),
            makeRequestOrder({
              order_id: 'a1b2c3d4-0000-4000-8000-00000000ee05',
              state: 'failed',
              error: 'Card account closed',
            }),
          ],
        }),
      ],
    });
    await renderPage();
    const [failed] = await requestRows();
    expect(failed?.[4]).toContain('užsakymui grąžinti nebeliko pinigų');
    expect(failed?.[4]).not.toContain('order.refund-too-large');
    expect(failed?.[4]).toContain('0000EE05: 59,98 € – Nepavyko (Card account closed)');
  });

  it('retries the failed refunds of a request and says so', async () => {
    const requestId = 'f00dbabe-0000-4000-8000-0000000000r2';
    const sent = serveRefunds({
      requests: [makeRequest({ id: requestId, status: 'failed', progress: { refunded: 0, failed: 1, waiting: 0 } })],
    });
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Kartoti nepavykusius' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Nepavykę grąžinimai bandomi iš naujo');
    expect(sent).toEqual([
      { method: 'POST', path: `/api/admin/refund-requests/${requestId}/retry-failed`, body: undefined },
    ]);
  });

  it('approves a pending request with notes and the admin password', async () => {
    const sent = serveRefunds();
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Patvirtinti' }));
    const dialog = screen.getByRole('dialog', { name: 'Patvirtinti grąžinimo užklausą' });
    expect(dialog).toHaveTextContent('Bus grąžinta 59,98 € už 1 užsakymą.');
    const confirm = within(dialog).getByRole('button', { name: 'Patvirtinti' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Patvirtinimo pastabos'), 'Sutikrinta su organizatoriumi');
    await user.type(within(dialog).getByLabelText('Jūsų slaptažodis'), 'slaptas-2026');
    await user.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent('Grąžinimo užklausa patvirtinta');
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/refund-requests/f00dbabe-0000-4000-8000-0000000000r1/approve',
        body: { approval_notes: 'Sutikrinta su organizatoriumi', admin_password_confirmation: 'slaptas-2026' },
      },
    ]);
  });

  it("shows the server's refusal of an approval (four eyes) in the alert", async () => {
    serveRefunds({
      answer: () =>
        jsonResponse(
          apiError(
            403,
            'Savo paties grąžinimo prašymo patvirtinti negalima: jį turi patvirtinti kitas administratorius',
          ),
          403,
        ),
    });
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Patvirtinti' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Jūsų slaptažodis'), 'slaptas-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Patvirtinti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nepavyko patvirtinti grąžinimo užklausos: Savo paties grąžinimo prašymo patvirtinti negalima: jį turi patvirtinti kitas administratorius',
    );
    expect(screen.getByRole('button', { name: 'Patvirtinti' })).toBeEnabled();
  });

  it('shows the failed step alone when the server gives no reason', async () => {
    serveRefunds({ answer: () => new Response('Bad gateway', { status: 502 }) });
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Atmesti' }));
    const dialog = screen.getByRole('dialog', { name: 'Atmesti grąžinimo užklausą' });
    await user.type(within(dialog).getByLabelText('Atmetimo priežastis'), 'Trūksta dokumentų');
    await user.click(within(dialog).getByRole('button', { name: 'Atmesti' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nepavyko atmesti grąžinimo užklausos')).toBeInTheDocument();
  });

  it('rejects a pending request with a reason, which is required', async () => {
    const sent = serveRefunds();
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Atmesti' }));
    const dialog = screen.getByRole('dialog', { name: 'Atmesti grąžinimo užklausą' });
    const confirm = within(dialog).getByRole('button', { name: 'Atmesti' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Atmetimo priežastis'), '   ');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Atmetimo priežastis'), 'Trūksta dokumentų');
    await user.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent('Grąžinimo užklausa atmesta');
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/refund-requests/f00dbabe-0000-4000-8000-0000000000r1/reject',
        body: { reason: 'Trūksta dokumentų' },
      },
    ]);
  });

  it("says on the approval's fields what is wrong, and shows the server's refusal of a field on it", async () => {
    const sent = serveRefunds({
      answer: () =>
        jsonResponse(
          {
            ...apiError(400, 'Netinkami duomenys'),
            errors: [{ field: 'admin_password_confirmation', message: 'Neteisingas slaptažodis' }],
          },
          400,
        ),
    });
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Patvirtinti' }));
    const dialog = screen.getByRole('dialog', { name: 'Patvirtinti grąžinimo užklausą' });
    const notes = within(dialog).getByLabelText('Patvirtinimo pastabos');
    const password = within(dialog).getByLabelText('Jūsų slaptažodis');
    const confirm = within(dialog).getByRole('button', { name: 'Patvirtinti' });

    await user.click(notes);
    await user.paste('x'.repeat(1001));
    expect(notes).toHaveAccessibleDescription('Pastabos per ilgos (iki 1000 simbolių)');
    await user.type(password, 'a{Backspace}');
    expect(password).toHaveAccessibleDescription('Įveskite savo slaptažodį');
    expect(confirm).toBeDisabled();

    await user.clear(notes);
    await user.type(password, 'blogas');
    await user.click(confirm);
    expect(await within(dialog).findByText('Neteisingas slaptažodis')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('Neteisingas slaptažodis');
    expect(notes).toHaveAccessibleDescription('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it("says on the rejection's reason what is wrong, the server's refusal included", async () => {
    const sent = serveRefunds({
      answer: () =>
        jsonResponse(
          {
            ...apiError(400, 'Netinkami duomenys'),
            errors: [{ field: 'reason', message: 'Priežastyje yra neleistinų simbolių' }],
          },
          400,
        ),
    });
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Atmesti' }));
    const dialog = screen.getByRole('dialog', { name: 'Atmesti grąžinimo užklausą' });
    const reason = within(dialog).getByLabelText('Atmetimo priežastis');

    await user.type(reason, '   ');
    expect(reason).toHaveAccessibleDescription('Nurodykite atmetimo priežastį');
    await user.clear(reason);
    await user.click(reason);
    await user.paste('x'.repeat(1001));
    expect(reason).toHaveAccessibleDescription('Priežastis per ilga (iki 1000 simbolių)');
    expect(within(dialog).getByRole('button', { name: 'Atmesti' })).toBeDisabled();

    await user.clear(reason);
    await user.type(reason, 'Trūksta dokumentų');
    await user.click(within(dialog).getByRole('button', { name: 'Atmesti' }));
    expect(await within(dialog).findByText('Priežastyje yra neleistinų simbolių')).toBeInTheDocument();
    expect(reason).toHaveAccessibleDescription('Priežastyje yra neleistinų simbolių');
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/refund-requests/f00dbabe-0000-4000-8000-0000000000r1/reject',
        body: { reason: 'Trūksta dokumentų' },
      },
    ]);
  });

  it('offers no decision on requests that are no longer pending', async () => {
    serveRefunds({
      requests: [makeRequest({ status: 'completed', progress: { refunded: 1, failed: 0, waiting: 0 } })],
    });
    await renderPage();
    expect((await requestRows())[0]?.[0]).toBe('000000R1Renginys atšauktasĮvykdyta');
    expect(screen.queryByRole('button', { name: 'Patvirtinti' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Atmesti' })).not.toBeInTheDocument();
  });

  it('says a rejected request refunds nothing, instead of its orders waiting', async () => {
    serveRefunds({
      requests: [makeRequest({ status: 'rejected', progress: { refunded: 0, failed: 0, waiting: 1 } })],
    });
    await renderPage();
    const progress = (await requestRows())[0]?.[4];
    expect(progress).toContain('Atmesta: per šią užklausą nieko negrąžinta');
    expect(progress).not.toContain('laukia');
    expect(progress).toContain('– Negrąžinama');
  });

  describe('limits', () => {
    const cards = async () => {
      const section = await screen.findByRole('region', { name: 'Grąžinimų limitai' });
      await within(section).findAllByRole('term');
      return Object.fromEntries(
        within(section)
          .getAllByRole('term')
          .map((term) => [term.textContent, plain(term.nextElementSibling?.textContent)]),
      );
    };

    it('shows each limit with its current usage, and an admin cannot change them', async () => {
      serveRefunds();
      await renderPage();
      expect(await cards()).toEqual({
        'Vieno grąžinimo riba': '500,00 €',
        'Dienos suma': '1 250,50 € iš 10 000,00 €',
        'Užklausų per dieną': '2 iš 20',
        'Užklausų per savaitę': '7 iš 100',
        'Savo užklausų patvirtinimas': 'Neleidžiamas',
      });
      expect(screen.queryByRole('button', { name: 'Keisti limitus' })).not.toBeInTheDocument();
    });

    it('lets a super admin change them, checking each value first', async () => {
      const sent = serveRefunds({ limits: makeLimits() });
      const { user } = await renderPage({ user: SUPER_ADMIN });
      await user.click(await screen.findByRole('button', { name: 'Keisti limitus' }));
      const form = screen.getByRole('form', { name: 'Grąžinimų limitų keitimas' });
      const amount = within(form).getByLabelText('Dienos suma (EUR)');
      expect(amount).toHaveValue('10000');
      await user.clear(amount);
      await user.type(amount, '12,345');
      const weekly = within(form).getByLabelText('Užklausų per savaitę');
      await user.clear(weekly);
      await user.type(weekly, '-1');
      await user.click(within(form).getByRole('button', { name: 'Išsaugoti limitus' }));
      expect(amount).toHaveAccessibleDescription(
        'Įveskite sumą, ne mažesnę už 0, su ne daugiau kaip 2 skaitmenimis po kablelio',
      );
      expect(weekly).toHaveAccessibleDescription('Įveskite sveiką skaičių, ne mažesnį už 0');
      expect(sent).toEqual([]);

      await user.clear(amount);
      await user.type(amount, '5000,50');
      await user.clear(weekly);
      await user.type(weekly, '50');
      await user.click(within(form).getByRole('checkbox', { name: /Leisti administratoriui/ }));
      await user.click(within(form).getByRole('button', { name: 'Išsaugoti limitus' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Grąžinimų limitai pakeisti');
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/refund-limits',
          body: {
            single_refund_max: 500,
            daily_amount: 5000.5,
            daily_count: 20,
            weekly_count: 50,
            self_approval_allowed: true,
          },
        },
      ]);
    });

    it('reads, checks and sends the single refund limit, with what it means', async () => {
      const sent = serveRefunds({ limits: makeLimits({ single_refund_max: 750.25 }) });
      const { user } = await renderPage({ user: SUPER_ADMIN });
      expect((await cards())['Vieno grąžinimo riba']).toBe('750,25 €');
      await user.click(screen.getByRole('button', { name: 'Keisti limitus' }));
      const form = screen.getByRole('form', { name: 'Grąžinimų limitų keitimas' });
      const single = within(form).getByLabelText('Vieno grąžinimo riba (EUR)');
      expect(single).toHaveValue('750.25');
      expect(single).toHaveAccessibleDescription(
        'Didesnį vieno užsakymo grąžinimą turi patvirtinti kitas administratorius',
      );

      for (const wrong of ['-1', '1,234', 'abc', '']) {
        await user.clear(single);
        if (wrong) await user.type(single, wrong);
        await user.click(within(form).getByRole('button', { name: 'Išsaugoti limitus' }));
        expect(single).toHaveAccessibleDescription(
          'Didesnį vieno užsakymo grąžinimą turi patvirtinti kitas administratorius ' +
            'Įveskite sumą, ne mažesnę už 0, su ne daugiau kaip 2 skaitmenimis po kablelio',
        );
      }
      expect(sent).toEqual([]);

      // 0,29 is the classic float trap (0.29 * 100 = 28.999…): the cents must come out whole.
      await user.clear(single);
      await user.type(single, '1200,29');
      await user.click(within(form).getByRole('button', { name: 'Išsaugoti limitus' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Grąžinimų limitai pakeisti');
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/refund-limits',
          body: {
            single_refund_max: 1200.29,
            daily_amount: 10000,
            daily_count: 20,
            weekly_count: 100,
            self_approval_allowed: false,
          },
        },
      ]);
    });
  });

  describe('bulk request form', () => {
    const ORDERS = [
      makeOrder(),
      makeOrder({
        id: 'a1b2c3d4-0000-4000-8000-00000000bb02',
        number: '000000BB02',
        customer: { name: 'Jonas Jonaitis', email: 'jonas@example.lt', phone: '' },
        refundable: 40.02,
      }),
      makeOrder({ id: 'a1b2c3d4-0000-4000-8000-00000000cc03', number: '000000CC03', refundable: 0 }),
    ];

    it('lists only orders with money left to refund and estimates the processing fee of the selection', async () => {
      serveRefunds({ orders: ORDERS });
      const { user } = await renderPage();
      const table = await screen.findByRole('table', { name: 'Apmokėti renginio užsakymai' });
      expect(within(table).queryByText('000000CC03')).not.toBeInTheDocument();
      expect(screen.getByText(/Numatomas apdorojimo mokestis/)).toHaveTextContent(
        'Numatomas apdorojimo mokestis (2,5 %): 0,00 €',
      );
      await user.click(screen.getByRole('checkbox', { name: 'Pažymėti užsakymą 000000AA01' }));
      await user.click(screen.getByRole('checkbox', { name: 'Pažymėti užsakymą 000000BB02' }));
      expect(plain(screen.getByText(/Pažymėta užsakymų/).textContent)).toBe(
        'Pažymėta užsakymų: 2, grąžinama suma: 100,00 €Numatomas apdorojimo mokestis (2,5 %): 2,50 €',
      );
    });

    it('sums a selection of two currencies in each, never into one amount', async () => {
      serveRefunds({
        orders: [
          makeOrder({ refundable: 109.68 }),
          makeOrder({
            id: 'a1b2c3d4-0000-4000-8000-00000000ee05',
            number: '000000EE05',
            refundable: 50,
            currency: 'USD',
          }),
        ],
      });
      const { user } = await renderPage();
      await screen.findByRole('table', { name: 'Apmokėti renginio užsakymai' });
      await user.click(screen.getByRole('checkbox', { name: 'Pažymėti užsakymą 000000AA01' }));
      await user.click(screen.getByRole('checkbox', { name: 'Pažymėti užsakymą 000000EE05' }));
      expect(plain(screen.getByText(/Pažymėta užsakymų/).textContent)).toBe(
        'Pažymėta užsakymų: 2, grąžinama suma: 109,68 €; 50,00 USDNumatomas apdorojimo mokestis (2,5 %): 2,74 €; 1,25 USD',
      );
    });

    it('does not offer an order that an open request already holds', async () => {
      serveRefunds({
        orders: ORDERS,
        requests: [
          makeRequest({ orders: [makeRequestOrder({ order_id: 'a1b2c3d4-0000-4000-8000-00000000bb02' })] }),
          // A request finished with this order failed: the order may be asked for again.
          makeRequest({
            id: 'f00dbabe-0000-4000-8000-0000000000r3',
            status: 'failed',
            orders: [makeRequestOrder({ order_id: 'a1b2c3d4-0000-4000-8000-00000000aa01', state: 'failed' })],
          }),
        ],
      });
      await renderPage();
      expect(await screen.findByRole('checkbox', { name: 'Pažymėti užsakymą 000000AA01' })).toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: 'Pažymėti užsakymą 000000BB02' })).not.toBeInTheDocument();
    });

    it('refuses to send without orders, reason, password, the exact CONFIRM REFUND and the risk ticked', async () => {
      const sent = serveRefunds({ orders: ORDERS });
      const { user } = await renderPage();
      await screen.findByRole('table', { name: 'Apmokėti renginio užsakymai' });
      const form = bulkForm();
      await user.type(within(form).getByLabelText('Įrašykite CONFIRM REFUND'), 'confirm refund');
      await user.click(within(form).getByRole('button', { name: 'Pateikti grąžinimo užklausą' }));

      expect(within(form).getByRole('alert')).toHaveTextContent('Pažymėkite bent vieną užsakymą');
      expect(within(form).getByLabelText('Priežastis')).toHaveAccessibleDescription('Nurodykite priežastį');
      expect(within(form).getByLabelText('Jūsų slaptažodis')).toHaveAccessibleDescription('Įveskite savo slaptažodį');
      expect(within(form).getByLabelText('Įrašykite CONFIRM REFUND')).toHaveAccessibleDescription(
        'Taip patvirtinate, kad suprantate: grąžintų pinigų atšaukti negalima. Įrašykite tiksliai CONFIRM REFUND',
      );
      expect(within(form).getByRole('checkbox', { name: /Suprantu, kad pinigai/ })).toHaveAccessibleDescription(
        'Pažymėkite, kad suprantate riziką',
      );
      expect(sent).toEqual([]);
    });

    it('sends a request for the selected orders, of type event_cancelled for a cancelled event', async () => {
      const sent = serveRefunds({
        event: makeEvent({ status: 'cancelled' }),
        orders: ORDERS,
        answer: () =>
          jsonResponse(
            {
              refund_request_id: 'f00dbabe-0000-4000-8000-0000000000r9',
              refund_request_ids: ['f00dbabe-0000-4000-8000-0000000000r9'],
            },
            201,
          ),
      });
      const { user } = await renderPage();
      await screen.findByRole('table', { name: 'Apmokėti renginio užsakymai' });
      const form = bulkForm();
      expect(form).toHaveTextContent('Grąžinimo tipas: Renginys atšauktas');
      expect(within(form).getByRole('checkbox', { name: 'Pranešti pirkėjams el. paštu' })).toBeChecked();
      await user.click(within(form).getByRole('checkbox', { name: 'Pažymėti užsakymą 000000BB02' }));
      await user.type(within(form).getByLabelText('Priežastis'), '  Renginys atšauktas dėl audros ');
      await user.type(within(form).getByLabelText('Jūsų slaptažodis'), 'slaptas-2026');
      await user.type(within(form).getByLabelText('Įrašykite CONFIRM REFUND'), 'CONFIRM REFUND');
      await user.click(within(form).getByRole('checkbox', { name: /Suprantu, kad pinigai/ }));
      await user.click(within(form).getByRole('button', { name: 'Pateikti grąžinimo užklausą' }));

      expect(await screen.findByRole('status')).toHaveTextContent(
        'Grąžinimo užklausa pateikta: ją turi patvirtinti kitas administratorius',
      );
      expect(sent).toEqual([
        {
          method: 'POST',
          path: `/api/admin/events/${EVENT_ID}/request-bulk-refund`,
          body: {
            reason: 'Renginys atšauktas dėl audros',
            refund_type: 'event_cancelled',
            order_ids: ['a1b2c3d4-0000-4000-8000-00000000bb02'],
            notify_customers: true,
            admin_password_confirmation: 'slaptas-2026',
          },
        },
      ]);
      await waitFor(() => {
        expect(within(form).getByLabelText('Jūsų slaptažodis')).toHaveValue('');
      });
      expect(within(form).getByRole('checkbox', { name: 'Pažymėti užsakymą 000000BB02' })).not.toBeChecked();
    });

    it("shows the submit failure with the server's reason, and a bulk type for an event still on", async () => {
      const sent = serveRefunds({
        orders: ORDERS,
        answer: () => jsonResponse(apiError(403, 'Neteisingas slaptažodis'), 403),
      });
      const { user } = await renderPage();
      await screen.findByRole('table', { name: 'Apmokėti renginio užsakymai' });
      const form = bulkForm();
      await user.click(within(form).getByRole('checkbox', { name: 'Pažymėti užsakymą 000000AA01' }));
      await user.type(within(form).getByLabelText('Priežastis'), 'Klientų prašymu');
      await user.click(within(form).getByRole('checkbox', { name: 'Pranešti pirkėjams el. paštu' }));
      await user.type(within(form).getByLabelText('Jūsų slaptažodis'), 'neteisingas');
      await user.type(within(form).getByLabelText('Įrašykite CONFIRM REFUND'), 'CONFIRM REFUND');
      await user.click(within(form).getByRole('checkbox', { name: /Suprantu, kad pinigai/ }));
      await user.click(within(form).getByRole('button', { name: 'Pateikti grąžinimo užklausą' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Nepavyko pateikti grąžinimo užklausos: Neteisingas slaptažodis',
      );
      expect(sent).toEqual([
        expect.objectContaining({
          body: expect.objectContaining({ refund_type: 'bulk', notify_customers: false }),
        }),
      ]);
    });
  });

  it('says why the administrator is here after cancelling an event that sold tickets', async () => {
    serveRefunds({ event: makeEvent({ status: 'cancelled' }) });
    const { user } = await renderPage({ state: { eventCancelled: true } });
    const notice = await screen.findByText('Renginys atšauktas: pateikite grąžinimo užklausą jo užsakymams');
    expect(notice).toBeVisible();
    await user.click(within(notice.closest('div')!).getByRole('button', { name: 'Uždaryti pranešimą' }));
    expect(notice).not.toBeInTheDocument();
  });

  it('is translated into English', async () => {
    serveRefunds();
    await renderPage({ language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Refunds: Summer concert' })).toBeVisible();
    expect(await screen.findByText('Awaiting approval')).toBeInTheDocument();
    expect(await screen.findByText('Single refund limit')).toBeInTheDocument();
    expect(screen.getByText(/Estimated processing fee/)).toHaveTextContent('Estimated processing fee (2.5 %): €0.00');
  });
});
