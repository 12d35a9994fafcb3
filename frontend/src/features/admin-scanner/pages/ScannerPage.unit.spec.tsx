import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, jsonResponse, mockFetch } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import {
  fakeCamera,
  fakeVideoPicture,
  resetPageVisibility,
  setPageHidden,
  type FakeCamera,
} from '../testing/fake-camera';
import { ScannerPage } from './ScannerPage';
import type { ScanResponse } from '../../../lib/api-types/generated';

const TICKET = {
  code: 'K7Q2-M9XW-4HBT',
  event_name: { lt: 'Vasaros džiazas', en: 'Summer Jazz' },
  starts_at: '2026-07-01T16:00:00.000Z',
  ticket_type: { lt: 'VIP', en: 'VIP seat' },
  holder: 'Ona Onaitė',
  order_number: '1A2B3C4D',
};

const ANSWERS: Record<ScanResponse['result'], ScanResponse> = {
  valid: { result: 'valid', message: 'Bilietas galioja', ticket: TICKET, used_at: null },
  already_used: {
    result: 'already_used',
    message: 'Bilietas jau panaudotas',
    ticket: TICKET,
    used_at: '2026-07-01T15:42:07.000Z',
  },
  refunded: { result: 'refunded', message: 'Bilietas grąžintas', ticket: TICKET, used_at: null },
  voided: { result: 'voided', message: 'Bilietas anuliuotas', ticket: TICKET, used_at: null },
  event_cancelled: { result: 'event_cancelled', message: 'Renginys atšauktas', ticket: TICKET, used_at: null },
  unknown: { result: 'unknown', message: 'Bilietas nerastas', ticket: null, used_at: null },
};

/** The scanner API: answers each check with `answer(code)`, recording the bodies sent. */
function serveScanner(answer: (code: string) => Response | Promise<Response> = () => jsonResponse(ANSWERS.valid)) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  mockFetch(async (request) => {
    const body = (await request.json()) as { ticketCode: string };
    sent.push({ method: request.method, path: new URL(request.url).pathname, body });
    return answer(body.ticketCode);
  });
  return sent;
}

function renderScanner(language?: 'lt' | 'en') {
  return renderWithProviders(<ScannerPage />, { route: '/admin/scanner', language });
}

const panel = (name = 'Patikrinimo rezultatas') => screen.getByRole('status', { name });
const codeField = (name = 'Bilieto kodas') => screen.getByRole('textbox', { name });

describe('ticket scanner page', () => {
  describe('typed code', () => {
    it('sends the code typed, normalised, as ticketCode on Enter, and clears the field for the next one', async () => {
      const sent = serveScanner();
      const { user } = await renderScanner();
      expect(screen.getByRole('heading', { level: 1, name: 'Bilietų skenavimas' })).toBeInTheDocument();
      expect(panel()).toHaveTextContent('Nuskenuokite arba įveskite bilieto kodą.');

      await user.type(codeField(), ' k7q2-m9xw-4hbt {Enter}');
      await waitFor(() => {
        expect(panel()).toHaveTextContent('Įleisti');
      });
      expect(sent).toEqual([{ method: 'POST', path: '/api/scanner/verify', body: { ticketCode: 'K7Q2M9XW4HBT' } }]);
      expect(codeField()).toHaveValue('');
      expect(codeField()).toHaveFocus();
    });

    it('accepts the code without hyphens and in any case, through the button too', async () => {
      const sent = serveScanner();
      const { user } = await renderScanner();
      await user.type(codeField(), 'K7q2M9xw4HBt');
      await user.click(screen.getByRole('button', { name: 'Tikrinti' }));
      await waitFor(() => {
        expect(sent).toHaveLength(1);
      });
      expect(sent[0]?.body).toEqual({ ticketCode: 'K7Q2M9XW4HBT' });
      expect(codeField()).toHaveFocus();
    });

    it('says a code is needed, and sends nothing, when the field is empty', async () => {
      const sent = serveScanner();
      const { user } = await renderScanner();
      await user.type(codeField(), ' - {Enter}');
      expect(codeField()).toHaveAccessibleDescription(expect.stringContaining('Įveskite bilieto kodą.'));
      expect(codeField()).toHaveAttribute('aria-invalid', 'true');
      expect(sent).toEqual([]);
    });

    it('shows "checking" with the code while the server answers', async () => {
      const held = deferred<Response>();
      serveScanner(() => held.promise);
      const { user } = await renderScanner();
      await user.type(codeField(), 'abc{Enter}');
      expect(panel()).toHaveTextContent('Tikrinama…');
      expect(panel()).toHaveTextContent('Kodas: ABC');
      held.resolve(jsonResponse(ANSWERS.valid));
      await waitFor(() => {
        expect(panel()).toHaveTextContent('Įleisti');
      });
    });

    it('shows a valid ticket in green as "Įleisti", with its type, holder and event', async () => {
      serveScanner(() => jsonResponse(ANSWERS.valid));
      const { user } = await renderScanner();
      await user.type(codeField(), 'K7Q2-M9XW-4HBT{Enter}');
      await waitFor(() => {
        expect(panel()).toHaveAttribute('data-tone', 'admit');
      });
      expect(within(panel()).getByText('Įleisti')).toBeInTheDocument();
      expect(
        within(panel())
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      ).toEqual([
        ['Bilieto tipas', 'VIP'],
        ['Turėtojas', 'Ona Onaitė'],
        ['Renginys', 'Vasaros džiazas, 2026-07-01 19:00'],
        ['Kodas', 'K7Q2-M9XW-4HBT'],
        ['Užsakymas', '1A2B3C4D'],
      ]);
    });

    it.each([
      ['already_used', 'Jau panaudotas'],
      ['refunded', 'Grąžintas — neįleisti'],
      ['voided', 'Anuliuotas — neįleisti'],
      ['event_cancelled', 'Renginys atšauktas — neįleisti'],
      ['unknown', 'Nežinomas bilietas'],
    ] as const)('shows %s in red as "%s"', async (result, headline) => {
      serveScanner(() => jsonResponse(ANSWERS[result]));
      const { user } = await renderScanner();
      await user.type(codeField(), 'K7Q2-M9XW-4HBT{Enter}');
      await waitFor(() => {
        expect(panel()).toHaveAttribute('data-tone', 'refuse');
      });
      expect(within(panel()).getByText(headline)).toBeInTheDocument();
      expect(panel()).not.toHaveTextContent('Įleisti');
    });

    it('says when an already used ticket was used, in local time', async () => {
      serveScanner(() => jsonResponse(ANSWERS.already_used));
      const { user } = await renderScanner();
      await user.type(codeField(), 'K7Q2-M9XW-4HBT{Enter}');
      expect(await within(panel()).findByText('Panaudotas 2026-07-01 18:42:07')).toBeInTheDocument();
    });

    it('shows an unknown code as typed, since there is no ticket to show', async () => {
      serveScanner(() => jsonResponse(ANSWERS.unknown));
      const { user } = await renderScanner();
      await user.type(codeField(), 'zzzz-0000{Enter}');
      await waitFor(() => {
        expect(panel()).toHaveTextContent('Nežinomas bilietas');
      });
      expect(panel()).toHaveTextContent('Kodas: ZZZZ0000');
    });

    it.each([
      ['valid', 'Admit'],
      ['already_used', 'Already used'],
      ['refunded', 'Refunded — do not admit'],
      ['voided', 'Voided — do not admit'],
      ['event_cancelled', 'Event cancelled — do not admit'],
      ['unknown', 'Unknown ticket'],
    ] as const)('says %s in English as "%s"', async (result, headline) => {
      serveScanner(() => jsonResponse(ANSWERS[result]));
      const { user } = await renderScanner('en');
      await user.type(codeField('Ticket code'), 'K7Q2-M9XW-4HBT{Enter}');
      expect(await within(panel('Check result')).findByText(headline)).toBeInTheDocument();
    });

    it('names the event and ticket type in English in English', async () => {
      serveScanner(() => jsonResponse(ANSWERS.valid));
      const { user } = await renderScanner('en');
      await user.type(codeField('Ticket code'), 'K7Q2-M9XW-4HBT{Enter}');
      await waitFor(() => {
        expect(panel('Check result')).toHaveTextContent('Summer Jazz, 1 Jul 2026, 19:00');
      });
      expect(panel('Check result')).toHaveTextContent('VIP seat');
    });
  });

  describe('errors', () => {
    it('says the server cannot be reached when the network fails, and checks again on request', async () => {
      let attempt = 0;
      const sent = serveScanner(() => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return jsonResponse(ANSWERS.valid);
      });
      const { user } = await renderScanner();
      await user.type(codeField(), 'abc-123{Enter}');
      await waitFor(() => {
        expect(panel()).toHaveAttribute('data-tone', 'error');
      });
      expect(panel()).toHaveTextContent('Nepavyko patikrinti');
      expect(panel()).toHaveTextContent('Nepavyko susisiekti su serveriu.');

      await user.click(within(panel()).getByRole('button', { name: 'Tikrinti dar kartą' }));
      await waitFor(() => {
        expect(panel()).toHaveTextContent('Įleisti');
      });
      expect(sent.map(({ body }) => body)).toEqual([{ ticketCode: 'ABC123' }, { ticketCode: 'ABC123' }]);
    });

    it('says so when the user may not check tickets (403)', async () => {
      serveScanner(() => jsonResponse({ statusCode: 403, message: 'Forbidden', errors: [] }, 403));
      const { user } = await renderScanner();
      await user.type(codeField(), 'abc{Enter}');
      await waitFor(() => {
        expect(panel()).toHaveTextContent('Neturite teisių tikrinti bilietų.');
      });
      expect(panel()).toHaveAttribute('data-tone', 'error');
    });

    it("shows the server's own words for other failures", async () => {
      serveScanner(() => jsonResponse({ statusCode: 500, message: 'Vidinė serverio klaida', errors: [] }, 500));
      const { user } = await renderScanner();
      await user.type(codeField(), 'abc{Enter}');
      await waitFor(() => {
        expect(panel()).toHaveTextContent('Vidinė serverio klaida');
      });
    });
  });

  it('lists the last ten scans, newest first, with their verdicts', async () => {
    serveScanner((code) => jsonResponse(code === 'T3' ? ANSWERS.refunded : ANSWERS.valid));
    const { user } = await renderScanner();
    expect(screen.getByText('Dar nieko nepatikrinta.')).toBeInTheDocument();
    for (let index = 1; index <= 11; index += 1) {
      await user.type(codeField(), `t${index}{Enter}`);
    }
    const list = within(screen.getByRole('region', { name: 'Paskutiniai skenavimai' }));
    await waitFor(() => {
      expect(list.queryByText('Tikrinama…')).not.toBeInTheDocument();
    });
    const items = list.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.recent-scans__code')?.textContent)).toEqual([
      'T11',
      'T10',
      'T9',
      'T8',
      'T7',
      'T6',
      'T5',
      'T4',
      'T3',
      'T2',
    ]);
    expect(items[8]).toHaveTextContent('Grąžintas — neįleisti');
    expect(items[0]).toHaveTextContent('Įleisti');
    expect(items[0]).toHaveTextContent('Ona Onaitė');
  });

  describe('camera', () => {
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    });

    it('says the camera is unavailable, offers no camera button, and still checks typed codes', async () => {
      // jsdom, like an insecure page or an old browser, has no navigator.mediaDevices.
      const sent = serveScanner();
      const { user } = await renderScanner();
      expect(
        screen.getByText('Kamera šiame įrenginyje ar naršyklėje nepasiekiama. Įveskite bilieto kodą žemiau.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Įjungti kamerą' })).not.toBeInTheDocument();
      await user.type(codeField(), 'abc{Enter}');
      await waitFor(() => {
        expect(panel()).toHaveTextContent('Įleisti');
      });
      expect(sent).toHaveLength(1);
    });

    it('says so when permission to use the camera is refused, and offers to try again', async () => {
      const camera = fakeCamera();
      camera.mediaDevices.getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
      Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: camera.mediaDevices });
      const { user } = await renderScanner();
      await user.click(screen.getByRole('button', { name: 'Įjungti kamerą' }));
      expect(await screen.findByText(/Leidimas naudoti kamerą nesuteiktas/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Įjungti kamerą' })).toBeInTheDocument();
      expect(codeField()).toBeEnabled();
    });

    describe('reading codes', () => {
      let camera: FakeCamera;
      let seen: string[];

      beforeEach(() => {
        jest.useFakeTimers();
        fakeVideoPicture();
        camera = fakeCamera();
        Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: camera.mediaDevices });
        seen = [];
        const detect = jest.fn(() => Promise.resolve(seen.map((rawValue) => ({ rawValue }))));
        Object.assign(globalThis, {
          BarcodeDetector: Object.assign(
            jest.fn(() => ({ detect })),
            { getSupportedFormats: () => Promise.resolve(['qr_code']) },
          ),
        });
      });

      afterEach(() => {
        jest.useRealTimers();
        jest.restoreAllMocks();
        Reflect.deleteProperty(globalThis, 'BarcodeDetector');
        resetPageVisibility();
      });

      async function startCamera() {
        const rendered = await renderScanner();
        const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
        await user.click(screen.getByRole('button', { name: 'Įjungti kamerą' }));
        expect(await screen.findByText('Laikykite bilieto QR kodą rėmelyje.')).toBeInTheDocument();
        return { ...rendered, user };
      }

      async function advance(ms: number) {
        await act(async () => {
          await jest.advanceTimersByTimeAsync(ms);
        });
      }

      it('checks a code the camera reads, once while it stays in view', async () => {
        const sent = serveScanner();
        await startCamera();
        expect(screen.getByLabelText('Kameros vaizdas')).toBeVisible();
        seen = ['K7Q2-M9XW-4HBT'];
        await advance(2500);
        await waitFor(() => {
          expect(panel()).toHaveTextContent('Įleisti');
        });
        await advance(5000);
        expect(sent).toEqual([{ method: 'POST', path: '/api/scanner/verify', body: { ticketCode: 'K7Q2M9XW4HBT' } }]);
      });

      it('checks the next ticket, and the first again once it has been away for a while', async () => {
        const sent = serveScanner();
        await startCamera();
        seen = ['AAAA'];
        await advance(600);
        seen = ['BBBB'];
        await advance(600);
        seen = ['AAAA'];
        await advance(600);
        expect(sent.map(({ body }) => body)).toEqual([{ ticketCode: 'AAAA' }, { ticketCode: 'BBBB' }]);
        seen = [];
        await advance(4000);
        seen = ['AAAA'];
        await advance(600);
        expect(sent.map(({ body }) => body)).toEqual([
          { ticketCode: 'AAAA' },
          { ticketCode: 'BBBB' },
          { ticketCode: 'AAAA' },
        ]);
      });

      it('still checks a typed code with the camera on, even one just read', async () => {
        const sent = serveScanner();
        const { user } = await startCamera();
        seen = ['AAAA'];
        await advance(600);
        await user.type(codeField(), 'aaaa{Enter}');
        await waitFor(() => {
          expect(panel()).toHaveTextContent('Įleisti');
        });
        expect(sent.map(({ body }) => body)).toEqual([{ ticketCode: 'AAAA' }, { ticketCode: 'AAAA' }]);
      });

      it('stops the camera with the button, when the page is hidden, and when leaving the page', async () => {
        serveScanner();
        const { user, unmount } = await startCamera();
        await user.click(screen.getByRole('button', { name: 'Išjungti kamerą' }));
        expect(camera.isRunning()).toBe(false);
        expect(screen.getByText('Kamera išjungta.')).toBeInTheDocument();

        await user.click(screen.getByRole('button', { name: 'Įjungti kamerą' }));
        await screen.findByRole('button', { name: 'Išjungti kamerą' });
        act(() => {
          setPageHidden(true);
        });
        expect(camera.isRunning()).toBe(false);

        await act(async () => {
          setPageHidden(false);
          await jest.advanceTimersByTimeAsync(0);
        });
        expect(camera.isRunning()).toBe(true);
        unmount();
        expect(camera.isRunning()).toBe(false);
      });
    });
  });
});
