import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { makeAdmin, signedInState } from '../../../lib/session/user-fixtures';
import { deferred, jsonResponse, mockFetch } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { apiError, makeAdminEvent, makeEventImage } from '../test/admin-event-fixtures';
import { recordFormBodies } from '../test/form-bodies';
import { EventFormPage } from './EventFormPage';
import type { AdminEventResponse, EventRequest, MicrolocationResponse } from '../../../lib/api-types/generated';

const MICROLOCATIONS: MicrolocationResponse[] = [
  { id: 'loc-1', name: { lt: 'Žalgirio arena', en: 'Zalgiris Arena' }, city: 'Kaunas', country: 'Lietuva' },
  { id: 'loc-2', name: { lt: 'Vingio parkas', en: 'Vingis Park' }, city: 'Vilnius', country: 'Lietuva' },
  { id: 'loc-3', name: { lt: 'Compensa', en: 'Compensa' }, city: 'Vilnius', country: 'Lietuva' },
];

interface Sent {
  method: string;
  path: string;
  /** JSON bodies parsed; multipart ones as the page built them. */
  body: unknown;
}

const formBodyOf = recordFormBodies();

/**
 * The admin events API for the form: `GET /api/admin/events/{id}` answers `stored` (404 for another id),
 * the microlocations lookup answers its list, and every write is recorded and answered by `write`.
 */
function serveEvent({
  stored = makeAdminEvent(),
  write = () => jsonResponse(stored),
}: { stored?: AdminEventResponse | null; write?: (sent: Sent) => Response } = {}) {
  const sent: Sent[] = [];
  let reads = 0;
  mockFetch(async (request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET') {
      if (pathname === '/api/microlocations') return jsonResponse({ data: MICROLOCATIONS });
      if (stored && pathname === `/api/admin/events/${stored.id}`) {
        reads += 1;
        return jsonResponse(stored);
      }
      return jsonResponse(apiError(404, 'Renginys nerastas'), 404);
    }
    const form = formBodyOf(request);
    const text = form ? '' : await request.text();
    const call = { method: request.method, path: pathname, body: form ?? (text ? JSON.parse(text) : undefined) };
    sent.push(call);
    return write(call);
  });
  return { sent, reads: () => reads };
}

/** The backend's 202 to a create recorded in the log before its read model caught up (RecordedNotYetReadable). */
function recordedNotYetReadable(id: string, position: string): Response {
  return new Response(
    JSON.stringify({ statusCode: 202, message: 'Išsaugota, bet dar neparodyta', errors: [], id, position }),
    {
      status: 202,
      headers: { 'content-type': 'application/json', 'X-Min-Position': position, 'X-Read-Position-Reached': 'false' },
    },
  );
}

/**
 * A read model that lags: `GET /api/admin/events/{stored.id}` answers 404 with `X-Read-Position-Reached:
 * false` `lagging` times, then the event; every write is answered by `write`. Records the writes and the
 * `X-Min-Position` each read of the event sent.
 */
function serveLaggingEvent(stored: AdminEventResponse, write: () => Response | Promise<Response>, lagging = 1) {
  const writes: string[] = [];
  const minPositions: (string | null)[] = [];
  mockFetch((request) => {
    const { pathname } = new URL(request.url);
    if (request.method !== 'GET') {
      writes.push(`${request.method} ${pathname}`);
      return write();
    }
    if (pathname === '/api/microlocations') return jsonResponse({ data: MICROLOCATIONS });
    if (pathname !== `/api/admin/events/${stored.id}`) return jsonResponse(apiError(404, 'Renginys nerastas'), 404);
    minPositions.push(request.headers.get('x-min-position'));
    const reached = minPositions.length > lagging;
    return new Response(JSON.stringify(reached ? stored : apiError(404, 'Renginys nerastas')), {
      status: reached ? 200 : 404,
      headers: { 'content-type': 'application/json', 'X-Read-Position-Reached': String(reached) },
    });
  });
  return { writes, minPositions };
}

function renderForm(route: string, language?: 'lt' | 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="admin/events/new" element={<EventFormPage />} />
      <Route path="admin/events/:id/edit" element={<EventFormPage />} />
    </Routes>,
    { route, language, preloadedState: signedInState(makeAdmin()) },
  );
}

async function openTab(user: UserEvent, name: string) {
  await user.click(screen.getByRole('tab', { name: new RegExp(`^${name}`) }));
  return screen.getByRole('tabpanel', { name: new RegExp(`^${name}`) });
}

/** datetime-local inputs take their value whole; jsdom has no picker to type into. */
function setDateTime(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillRequiredFields(user: UserEvent) {
  await openTab(user, 'Pagrindinė informacija');
  await user.type(screen.getByLabelText('Pavadinimas lietuviškai'), 'Džiazo vakaras');
  await user.type(screen.getByLabelText('Pavadinimas angliškai'), 'Jazz evening');
  await openTab(user, 'Vieta');
  await user.type(screen.getByLabelText('Vietos pavadinimas'), 'Kongresų rūmai');
  await user.type(screen.getByLabelText('Adresas'), 'Vilniaus g. 6');
  await user.type(screen.getByLabelText('Miestas'), 'Vilnius');
  await openTab(user, 'Nustatymai');
  setDateTime('Pradžia', '2026-11-20T19:00');
  setDateTime('Pabaiga', '2026-11-20T21:30');
}

describe('admin event form', () => {
  describe('tabs', () => {
    it('are ARIA tabs moved through with the arrow keys, Home and End', async () => {
      serveEvent();
      const { user } = await renderForm('/admin/events/new');
      const list = screen.getByRole('tablist', { name: 'Renginio informacija' });
      expect(
        within(list)
          .getAllByRole('tab')
          .map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]),
      ).toEqual([
        ['Pagrindinė informacija', 'true'],
        ['Vieta', 'false'],
        ['Nuotraukos', 'false'],
        ['Nustatymai', 'false'],
      ]);
      const basic = screen.getByRole('tab', { name: 'Pagrindinė informacija' });
      expect(screen.getByRole('tabpanel', { name: 'Pagrindinė informacija' })).toHaveAttribute(
        'id',
        basic.getAttribute('aria-controls'),
      );

      basic.focus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Vieta' })).toHaveFocus();
      expect(screen.getByRole('tab', { name: 'Vieta' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel', { name: 'Vieta' })).toBeVisible();
      expect(screen.queryByRole('tabpanel', { name: 'Pagrindinė informacija' })).not.toBeInTheDocument();
      await user.keyboard('{End}');
      expect(screen.getByRole('tab', { name: 'Nustatymai' })).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Pagrindinė informacija' })).toHaveFocus();
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'Nustatymai' })).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{Home}');
      expect(screen.getByRole('tab', { name: 'Pagrindinė informacija' })).toHaveAttribute('aria-selected', 'true');
    });

    it('say that images can be added once a new event is saved', async () => {
      serveEvent();
      const { user } = await renderForm('/admin/events/new');
      const panel = await openTab(user, 'Nuotraukos');
      expect(panel).toHaveTextContent('Nuotraukas galėsite pridėti išsaugoję renginį.');
      expect(within(panel).queryByLabelText('Įkelti nuotrauką')).not.toBeInTheDocument();
    });
  });

  describe('validation', () => {
    it('shows each rule beside its field, marks the tabs holding errors and sends nothing', async () => {
      const { sent } = serveEvent();
      const { user } = await renderForm('/admin/events/new');
      await user.clear(screen.getByLabelText('Didžiausias dalyvių skaičius'));
      await user.type(screen.getByLabelText('Didžiausias dalyvių skaičius'), '0');
      await user.click(screen.getByRole('button', { name: 'Sukurti renginį' }));

      const nameLt = screen.getByLabelText('Pavadinimas lietuviškai');
      expect(nameLt).toHaveFocus();
      expect(nameLt).toHaveAttribute('aria-invalid', 'true');
      expect(nameLt).toHaveAccessibleDescription('Įveskite pavadinimą lietuviškai');
      expect(screen.getByLabelText('Pavadinimas angliškai')).toHaveAccessibleDescription(
        'Įveskite pavadinimą angliškai',
      );
      expect(screen.getByLabelText('Organizatorius')).not.toHaveAttribute('aria-invalid');
      expect(
        screen
          .getAllByRole('tab')
          .filter((tab) => tab.textContent.includes('(yra klaidų)'))
          .map((tab) => tab.textContent),
      ).toEqual(['Pagrindinė informacija! (yra klaidų)', 'Vieta! (yra klaidų)', 'Nustatymai! (yra klaidų)']);

      await openTab(user, 'Vieta');
      expect(screen.getByLabelText('Vietos pavadinimas')).toHaveAccessibleDescription('Įveskite vietos pavadinimą');
      expect(screen.getByLabelText('Adresas')).toHaveAccessibleDescription('Įveskite adresą');
      expect(screen.getByLabelText('Miestas')).toHaveAccessibleDescription('Įveskite miestą');
      expect(screen.getByLabelText('Šalis')).toHaveValue('Lietuva');

      await openTab(user, 'Nustatymai');
      expect(screen.getByLabelText('Pradžia')).toHaveAccessibleDescription(
        'Vilniaus laiku Nurodykite renginio pradžią',
      );
      expect(screen.getByLabelText('Pabaiga')).toHaveAccessibleDescription(
        'Vilniaus laiku Nurodykite renginio pabaigą',
      );
      expect(screen.getByLabelText('Didžiausias dalyvių skaičius')).toHaveAccessibleDescription(
        'Dalyvių skaičius turi būti bent 1',
      );
      expect(sent).toEqual([]);
    });

    it('rejects an end before the start, and clears a message once its field is fixed', async () => {
      serveEvent();
      const { user } = await renderForm('/admin/events/new');
      await fillRequiredFields(user);
      setDateTime('Pabaiga', '2026-11-20T18:59');
      await user.click(screen.getByRole('button', { name: 'Sukurti renginį' }));
      const end = screen.getByLabelText('Pabaiga');
      expect(end).toHaveFocus();
      expect(end).toHaveAccessibleDescription('Vilniaus laiku Pabaiga negali būti ankstesnė už pradžią');

      setDateTime('Pabaiga', '2026-11-20T19:00');
      expect(end).not.toHaveAttribute('aria-invalid');
    });

    it('opens the tab of the first error and focuses its field', async () => {
      serveEvent();
      const { user } = await renderForm('/admin/events/new');
      await user.type(screen.getByLabelText('Pavadinimas lietuviškai'), 'Džiazo vakaras');
      await user.type(screen.getByLabelText('Pavadinimas angliškai'), 'Jazz evening');
      await user.click(screen.getByRole('button', { name: 'Sukurti renginį' }));
      expect(screen.getByRole('tab', { name: /^Vieta/ })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByLabelText('Vietos pavadinimas')).toHaveFocus();
    });

    it('is translated into English', async () => {
      serveEvent();
      const { user } = await renderForm('/admin/events/new', 'en');
      await user.click(screen.getByRole('button', { name: 'Create event' }));
      expect(screen.getByLabelText('Name in Lithuanian')).toHaveAccessibleDescription('Enter the Lithuanian name');
      expect(screen.getByRole('tab', { name: 'Basic information (has errors)' })).toBeInTheDocument();
    });
  });

  describe('creating', () => {
    it('sends the event in the API’s shape, with Vilnius times as instants, and opens it for editing', async () => {
      const created = makeAdminEvent({ id: 'evt-new', name: { lt: 'Džiazo vakaras', en: 'Jazz evening' } });
      const { sent } = serveEvent({ stored: created, write: () => jsonResponse(created, 201) });
      const { router, user } = await renderForm('/admin/events/new');
      expect(screen.getByRole('heading', { level: 1, name: 'Naujas renginys' })).toBeInTheDocument();
      await fillRequiredFields(user);
      await openTab(user, 'Pagrindinė informacija');
      await user.type(screen.getByLabelText('Aprašymas lietuviškai'), 'Vakaras su kvartetu.');
      await user.selectOptions(screen.getByLabelText('Kategorija'), 'Festivalis');
      await user.type(screen.getByLabelText('Organizatorius'), '  Džiazo klubas ');
      await user.type(screen.getByLabelText('Ypatybės lietuviškai'), 'Gyva muzika{Enter}{Enter} Vynas ');
      await openTab(user, 'Nustatymai');
      await user.clear(screen.getByLabelText('Didžiausias dalyvių skaičius'));
      await user.type(screen.getByLabelText('Didžiausias dalyvių skaičius'), '250');
      await user.click(screen.getByRole('button', { name: 'Sukurti renginį' }));

      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/admin/events/evt-new/edit');
      });
      const expected: EventRequest = {
        name: { lt: 'Džiazo vakaras', en: 'Jazz evening' },
        description: { lt: 'Vakaras su kvartetu.', en: '' },
        // 19:00 and 21:30 in Vilnius, winter time (UTC+2).
        start_date: '2026-11-20T17:00:00.000Z',
        end_date: '2026-11-20T19:30:00.000Z',
        venue: { name: 'Kongresų rūmai', address: 'Vilniaus g. 6', city: 'Vilnius', country: 'Lietuva' },
        event_type_id: 'Festival',
        organizer: 'Džiazo klubas',
        features: { lt: ['Gyva muzika', 'Vynas'], en: [] },
        max_attendees: 250,
      };
      expect(sent).toEqual([{ method: 'POST', path: '/api/events', body: expected }]);
      expect(
        await screen.findByText(
          'Renginys sukurtas kaip juodraštis. Dabar galite įkelti nuotraukų ir pridėti bilietų tipų.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Renginio redagavimas' })).toBeInTheDocument();
      expect(await screen.findByLabelText('Pavadinimas lietuviškai')).toHaveValue('Džiazo vakaras');
    });

    it('goes to the edit page of an event saved before it can be read (202), says so and reads it with its position', async () => {
      const created = makeAdminEvent({ id: 'evt-new', name: { lt: 'Džiazo vakaras', en: 'Jazz evening' } });
      const { writes, minPositions } = serveLaggingEvent(created, () => recordedNotYetReadable('evt-new', '4821'));
      const { router, user } = await renderForm('/admin/events/new');
      await fillRequiredFields(user);
      await user.click(screen.getByRole('button', { name: 'Sukurti renginį' }));

      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/admin/events/evt-new/edit');
      });
      // While the read model lags: saved, not "not found", and no error.
      expect(await screen.findByText('Išsaugota. Duomenys netrukus atsinaujins.')).toBeInTheDocument();
      await waitFor(() => {
        expect(minPositions).toHaveLength(1);
      });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText(/Renginys nerastas/)).not.toBeInTheDocument();

      // It reads again until the event is there.
      expect(await screen.findByLabelText('Pavadinimas lietuviškai', {}, { timeout: 5000 })).toHaveValue(
        'Džiazo vakaras',
      );
      expect(minPositions).toEqual(['4821', '4821']);
      expect(screen.queryByText('Išsaugota. Duomenys netrukus atsinaujins.')).not.toBeInTheDocument();
      expect(
        screen.getByText('Renginys sukurtas kaip juodraštis. Dabar galite įkelti nuotraukų ir pridėti bilietų tipų.'),
      ).toBeInTheDocument();
      expect(writes).toEqual(['POST /api/events']);
    });

    it('sends a new event once however often the form is submitted, and shows no error for a 202', async () => {
      const answer = deferred<Response>();
      const { writes } = serveLaggingEvent(makeAdminEvent({ id: 'evt-new' }), () => answer.promise, 0);
      const { router, user } = await renderForm('/admin/events/new');
      await fillRequiredFields(user);
      const create = screen.getByRole('button', { name: 'Sukurti renginį' });
      const form = create.closest('form')!;
      fireEvent.submit(form);
      fireEvent.submit(form);
      await waitFor(() => {
        expect(writes).toEqual(['POST /api/events']);
      });
      expect(screen.getByRole('button', { name: 'Saugoma…' })).toBeDisabled();

      answer.resolve(recordedNotYetReadable('evt-new', '4821'));
      fireEvent.submit(form);
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/admin/events/evt-new/edit');
      });
      expect(writes).toEqual(['POST /api/events']);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('suggests the cities of known venues', async () => {
      serveEvent();
      const { user } = await renderForm('/admin/events/new');
      await openTab(user, 'Vieta');
      const city = screen.getByLabelText('Miestas');
      const list = document.getElementById(city.getAttribute('list') ?? '');
      await waitFor(() => {
        expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual([
          'Kaunas',
          'Vilnius',
        ]);
      });
    });

    it("shows the server's field errors beside their fields and opens the first one's tab", async () => {
      serveEvent({
        write: () =>
          jsonResponse(
            apiError(400, 'Užklausoje yra klaidų', [
              { field: 'venue.city', message: 'Miesto pavadinimas per ilgas' },
              { field: 'max_attendees', message: 'Per daug dalyvių' },
              { field: 'topic', message: 'Nežinoma tema' },
            ]),
            400,
          ),
      });
      const { user } = await renderForm('/admin/events/new');
      await fillRequiredFields(user);
      await user.click(screen.getByRole('button', { name: 'Sukurti renginį' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Užklausoje yra klaidų Nežinoma tema');
      const city = screen.getByLabelText('Miestas');
      expect(city).toHaveFocus();
      expect(city).toHaveAccessibleDescription('Miesto pavadinimas per ilgas');
      await openTab(user, 'Nustatymai');
      expect(screen.getByLabelText('Didžiausias dalyvių skaičius')).toHaveAccessibleDescription('Per daug dalyvių');

      await openTab(user, 'Vieta');
      await user.type(screen.getByLabelText('Miestas'), 's');
      expect(screen.getByLabelText('Miestas')).not.toHaveAttribute('aria-invalid');
    });

    it('says so when saving fails without a reason', async () => {
      serveEvent({ write: () => new Response('Bad gateway', { status: 502 }) });
      const { router, user } = await renderForm('/admin/events/new');
      await fillRequiredFields(user);
      await user.click(screen.getByRole('button', { name: 'Sukurti renginį' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Nepavyko išsaugoti renginio. Bandykite dar kartą.');
      expect(router.state.location.pathname).toBe('/admin/events/new');
    });
  });

  describe('editing', () => {
    const EVENT = makeAdminEvent({
      description: { lt: 'Pirma pastraipa.\n\nAntra.', en: 'First.' },
      features: { lt: ['Gyvas garsas', 'Maistas'], en: ['Live sound'] },
      // 19:00 to 23:15 in Vilnius, summer time (UTC+3).
      start_date: '2026-07-14T16:00:00.000Z',
      end_date: '2026-07-14T20:15:00.000Z',
      event_type_id: 'Sports',
    });

    it('loads the event into the form, times in Vilnius', async () => {
      serveEvent({ stored: EVENT });
      const { user } = await renderForm('/admin/events/evt-1/edit');
      expect(await screen.findByLabelText('Pavadinimas lietuviškai')).toHaveValue('Vasaros koncertas');
      expect(screen.getByLabelText('Pavadinimas angliškai')).toHaveValue('Summer concert');
      expect(screen.getByLabelText('Aprašymas lietuviškai')).toHaveValue('Pirma pastraipa.\n\nAntra.');
      expect(screen.getByLabelText('Kategorija')).toHaveDisplayValue('Sportas');
      expect(screen.getByLabelText('Organizatorius')).toHaveValue('Gyva muzika, UAB');
      expect(screen.getByLabelText('Ypatybės lietuviškai')).toHaveValue('Gyvas garsas\nMaistas');
      await openTab(user, 'Vieta');
      expect(screen.getByLabelText('Vietos pavadinimas')).toHaveValue('Vingio parkas');
      expect(screen.getByLabelText('Miestas')).toHaveValue('Vilnius');
      await openTab(user, 'Nustatymai');
      expect(screen.getByLabelText('Pradžia')).toHaveValue('2026-07-14T19:00');
      expect(screen.getByLabelText('Pabaiga')).toHaveValue('2026-07-14T23:15');
      expect(screen.getByLabelText('Didžiausias dalyvių skaičius')).toHaveValue(500);
      expect(screen.getByText('Juodraštis')).toBeInTheDocument();
    });

    it('saves the changes with PUT and says so', async () => {
      const { sent } = serveEvent({ stored: EVENT });
      const { user } = await renderForm('/admin/events/evt-1/edit');
      const name = await screen.findByLabelText('Pavadinimas lietuviškai');
      await user.clear(name);
      await user.type(name, 'Rudens koncertas');
      await user.click(screen.getByRole('button', { name: 'Išsaugoti pakeitimus' }));

      expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Pakeitimai išsaugoti.');
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: '/api/events/evt-1',
          body: {
            name: { lt: 'Rudens koncertas', en: 'Summer concert' },
            description: { lt: 'Pirma pastraipa.\n\nAntra.', en: 'First.' },
            start_date: '2026-07-14T16:00:00.000Z',
            end_date: '2026-07-14T20:15:00.000Z',
            venue: EVENT.venue,
            event_type_id: 'Sports',
            organizer: 'Gyva muzika, UAB',
            features: { lt: ['Gyvas garsas', 'Maistas'], en: ['Live sound'] },
            max_attendees: 500,
          },
        },
      ]);
    });

    it('publishes a draft from its header', async () => {
      const { sent } = serveEvent({ stored: EVENT });
      const { user } = await renderForm('/admin/events/evt-1/edit');
      await user.click(await screen.findByRole('button', { name: 'Paskelbti' }));
      expect(await screen.findByText('Renginys paskelbtas.')).toBeInTheDocument();
      expect(sent).toEqual([{ method: 'PUT', path: '/api/events/evt-1/publish', body: undefined }]);
      expect(screen.getByRole('link', { name: 'Bilietų tipai' })).toHaveAttribute(
        'href',
        '/admin/events/evt-1/tickets',
      );
    });

    it('says when the event does not exist, with a way back to the list', async () => {
      serveEvent({ stored: null });
      await renderForm('/admin/events/evt-missing/edit');
      expect(await screen.findByRole('alert')).toHaveTextContent('Renginys nerastas. Galbūt jis buvo ištrintas.');
      expect(screen.getAllByRole('link', { name: 'Atgal į renginių sąrašą' }).at(-1)).toHaveAttribute(
        'href',
        '/admin/events',
      );
      expect(screen.queryByLabelText('Pavadinimas lietuviškai')).not.toBeInTheDocument();
    });

    it('shows a loading state, then a retry when the event cannot be loaded', async () => {
      let failing = true;
      // The failure is held back until the loading state has been seen: on a busy machine the form
      // could otherwise have its answer before the test looks.
      const failure = deferred<Response>();
      mockFetch((request) => {
        const { pathname } = new URL(request.url);
        if (pathname === '/api/microlocations') return jsonResponse({ data: [] });
        return failing ? failure.promise : jsonResponse(EVENT);
      });
      const { user } = await renderForm('/admin/events/evt-1/edit');
      expect(screen.getByRole('status')).toHaveTextContent('Įkeliama…');
      failure.resolve(jsonResponse(apiError(500, 'Įvyko klaida'), 500));
      expect(await screen.findByRole('alert')).toHaveTextContent('Nepavyko įkelti renginio');
      failing = false;
      await user.click(screen.getByRole('button', { name: 'Bandyti dar kartą' }));
      expect(await screen.findByLabelText('Pavadinimas lietuviškai')).toHaveValue('Vasaros koncertas');
    });
  });

  describe('images', () => {
    const WITH_IMAGES = makeAdminEvent({
      images: [makeEventImage('img-1'), makeEventImage('img-2'), makeEventImage('img-3')],
    });

    it('lists thumbnails with the first as the cover', async () => {
      serveEvent({ stored: WITH_IMAGES });
      const { user } = await renderForm('/admin/events/evt-1/edit');
      await screen.findByLabelText('Pavadinimas lietuviškai');
      const panel = await openTab(user, 'Nuotraukos');
      const items = within(within(panel).getByRole('list', { name: 'Renginio nuotraukos' })).getAllByRole('listitem');
      expect(items.map((item) => within(item).getByRole('img').getAttribute('src'))).toEqual([
        '/media/events/img-1/thumbnail.webp',
        '/media/events/img-2/thumbnail.webp',
        '/media/events/img-3/thumbnail.webp',
      ]);
      expect(items[0]).toHaveTextContent('Viršelis');
      expect(within(panel).getByRole('button', { name: 'Perkelti nuotrauką 1 anksčiau' })).toBeDisabled();
      expect(within(panel).getByRole('button', { name: 'Perkelti nuotrauką 3 vėliau' })).toBeDisabled();
    });

    it('uploads a chosen file as multipart field `image`', async () => {
      const { sent, reads } = serveEvent({ stored: makeAdminEvent(), write: () => jsonResponse(WITH_IMAGES, 201) });
      const { user } = await renderForm('/admin/events/evt-1/edit');
      await screen.findByLabelText('Pavadinimas lietuviškai');
      const panel = await openTab(user, 'Nuotraukos');
      expect(panel).toHaveTextContent('Nuotraukų dar nėra.');
      const input = within(panel).getByLabelText('Įkelti nuotrauką');
      expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

      const file = new File(['png bytes'], 'scena.png', { type: 'image/png' });
      await user.upload(input, file);

      expect(await screen.findByText('Nuotrauka įkelta.')).toBeInTheDocument();
      expect(sent).toHaveLength(1);
      expect(sent[0]?.method).toBe('POST');
      expect(sent[0]?.path).toBe('/api/events/evt-1/images');
      const body = sent[0]?.body;
      expect(body).toBeInstanceOf(FormData);
      expect((body as FormData).get('image')).toBe(file);
      await waitFor(() => {
        expect(reads()).toBe(2);
      });
    });

    it("shows the server's reason when an upload is refused", async () => {
      serveEvent({ write: () => jsonResponse(apiError(400, 'Netinkamas nuotraukos formatas'), 400) });
      const { user } = await renderForm('/admin/events/evt-1/edit');
      await screen.findByLabelText('Pavadinimas lietuviškai');
      const panel = await openTab(user, 'Nuotraukos');
      await user.upload(
        within(panel).getByLabelText('Įkelti nuotrauką'),
        new File(['x'], 'a.webp', { type: 'image/webp' }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent('Netinkamas nuotraukos formatas');
    });

    it('moves an image earlier or later by sending the whole order as image_ids', async () => {
      const { sent } = serveEvent({ stored: WITH_IMAGES });
      const { user } = await renderForm('/admin/events/evt-1/edit');
      await screen.findByLabelText('Pavadinimas lietuviškai');
      const panel = await openTab(user, 'Nuotraukos');
      await user.click(within(panel).getByRole('button', { name: 'Perkelti nuotrauką 2 anksčiau' }));
      await user.click(within(panel).getByRole('button', { name: 'Perkelti nuotrauką 2 vėliau' }));
      await waitFor(() => {
        expect(sent).toEqual([
          { method: 'PUT', path: '/api/events/evt-1/images/order', body: { image_ids: ['img-2', 'img-1', 'img-3'] } },
          { method: 'PUT', path: '/api/events/evt-1/images/order', body: { image_ids: ['img-1', 'img-3', 'img-2'] } },
        ]);
      });
    });

    it('removes an image', async () => {
      const { sent } = serveEvent({ stored: WITH_IMAGES });
      const { user } = await renderForm('/admin/events/evt-1/edit');
      await screen.findByLabelText('Pavadinimas lietuviškai');
      const panel = await openTab(user, 'Nuotraukos');
      await user.click(within(panel).getByRole('button', { name: 'Pašalinti nuotrauką 3' }));
      await waitFor(() => {
        expect(sent).toEqual([{ method: 'DELETE', path: '/api/events/evt-1/images/img-3', body: undefined }]);
      });
    });
  });
});
