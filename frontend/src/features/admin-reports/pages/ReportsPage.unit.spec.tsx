import { screen, waitFor, within } from '@testing-library/react';
import { deferred } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { quietReport, sixMonthReport } from '../test/report-fixtures';
import { paramsOf, refusal, serveReports } from '../test/serve-reports';
import { ReportsPage } from './ReportsPage';
import type { SalesReportResponse } from '../../../lib/api-types/generated';

function renderReports(route = '/admin/reports', language?: 'lt' | 'en') {
  return renderWithProviders(<ReportsPage />, { route, language });
}

/** Text with the no-break spaces Intl puts in money and numbers read as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

/** Every row of a named table (header, body and totals), each cell as text. */
function tableRows(name: string): string[][] {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => plain(cell.textContent)));
}

/** Each label of the key indicators with its figure. */
function indicators(name = 'Pagrindiniai rodikliai'): [string, string][] {
  return within(screen.getByRole('region', { name }))
    .getAllByRole('term')
    .map((term) => [plain(term.textContent), plain(term.nextElementSibling?.textContent)]);
}

describe('admin reports page', () => {
  it('asks for the last six months by default and says which log position the figures are at', async () => {
    const { reads } = serveReports();
    await renderReports();
    expect(screen.getByRole('heading', { level: 1, name: 'Ataskaitos' })).toBeInTheDocument();
    expect(await screen.findByText('Skaičiai apskaičiuoti iki įvykių žurnalo pozicijos 4711.')).toBeInTheDocument();
    expect(paramsOf(reads[0])).toEqual({ period: 'last_6_months' });
    expect(screen.getByText('Laikotarpis: 2026-06-01 – 2026-11-30, valiuta EUR.')).toBeInTheDocument();
    expect(screen.getByLabelText('Laikotarpis')).toHaveValue('last_6_months');
    expect(indicators()).toEqual([
      ['Bendros pajamos', '12 500,00 €'],
      ['Grąžinta', '−40,00 €'],
      ['Grynosios pajamos', '12 460,00 €'],
      ['Užsakymai', '150'],
      ['Parduoti bilietai', '412'],
      ['Vidutinis užsakymas', '83,07 €'],
      ['Aktyvūs vartotojai', '1 234'],
    ]);
  });

  it('lists each currency sold apart, the shop’s first, and details the one picked, kept in the address', async () => {
    const usdTotals = {
      currency: 'USD' as const,
      gross_revenue_cents: 5_000,
      refunds_cents: 1_000,
      net_revenue_cents: 4_000,
      orders: 1,
      tickets: 1,
    };
    const { reads } = serveReports({
      report: (url) => {
        const both = [sixMonthReport().totals[0]!, usdTotals];
        return url.searchParams.get('currency') === 'USD'
          ? sixMonthReport({
              currency: 'USD',
              totals: both,
              key_indicators: { ...sixMonthReport().key_indicators, gross_revenue_cents: 5_000, refunds_cents: 1_000 },
            })
          : sixMonthReport({ totals: both });
      },
    });
    const { user, router } = await renderReports('/admin/reports?period=this_year');
    await screen.findByRole('table', { name: 'Pardavimai pagal valiutą' });
    expect(tableRows('Pardavimai pagal valiutą')).toEqual([
      ['Valiuta', 'Bendros pajamos', 'Grąžinimai', 'Grynosios pajamos', 'Užsakymai', 'Bilietai'],
      ['EUR', '12 500,00 €', '−40,00 €', '12 460,00 €', '150', '412'],
      ['USD', '50,00 USD', '−10,00 USD', '40,00 USD', '1', '1'],
    ]);
    expect(screen.getByText('Skirtingų valiutų sumos nesumuojamos. Kiti skaičiai – valiuta EUR.')).toBeInTheDocument();
    expect(indicators()[0]).toEqual(['Bendros pajamos', '12 500,00 €']);

    const choice = screen.getByRole('group', { name: 'Išsami ataskaita valiuta' });
    expect(within(choice).getByRole('radio', { name: 'EUR' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'USD' }));
    expect(new URLSearchParams(router.state.location.search).get('currency')).toBe('USD');
    expect(await screen.findByText('Laikotarpis: 2026-06-01 – 2026-11-30, valiuta USD.')).toBeInTheDocument();
    expect(indicators()[0]).toEqual(['Bendros pajamos', '50,00 USD']);
    expect(paramsOf(reads.at(-1))).toEqual({ period: 'this_year', currency: 'USD' });

    // Another period keeps the currency detailed.
    await user.selectOptions(screen.getByLabelText('Laikotarpis'), 'Paskutiniai metai');
    expect(router.state.location.search).toBe('?period=last_year&currency=USD');
  });

  it('shows no table of currencies when the shop sold in one', async () => {
    serveReports();
    await renderReports();
    await screen.findByRole('table', { name: 'Pardavimai pagal mėnesius' });
    expect(screen.queryByRole('region', { name: 'Pardavimai pagal valiutą' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows every month gross, its refunds netted and the net, with the period totals, beside a chart', async () => {
    serveReports();
    await renderReports();
    await screen.findByRole('table', { name: 'Pardavimai pagal mėnesius' });
    expect(tableRows('Pardavimai pagal mėnesius')).toEqual([
      ['Mėnuo', 'Bendros pajamos', 'Grąžinimai', 'Grynosios pajamos', 'Užsakymai', 'Vidutinis užsakymas'],
      ['2026 m. birželis', '0,00 €', '0,00 €', '0,00 €', '0', '0,00 €'],
      ['2026 m. liepa', '0,00 €', '0,00 €', '0,00 €', '0', '0,00 €'],
      ['2026 m. rugpjūtis', '0,00 €', '0,00 €', '0,00 €', '0', '0,00 €'],
      ['2026 m. rugsėjis', '0,00 €', '0,00 €', '0,00 €', '0', '0,00 €'],
      ['2026 m. spalis', '4 500,00 €', '0,00 €', '4 500,00 €', '50', '90,00 €'],
      ['2026 m. lapkritis', '8 000,00 €', '−40,00 €', '7 960,00 €', '100', '79,60 €'],
      ['Iš viso', '12 500,00 €', '−40,00 €', '12 460,00 €', '150', '83,07 €'],
    ]);
    const sales = screen.getByRole('region', { name: 'Pardavimai pagal mėnesius' });
    await waitFor(() => {
      expect(sales.querySelector('figure.report-chart')).toBeInTheDocument();
    });
  });

  it('lists the top events by their Lithuanian names, the categories and the user growth with one decimal', async () => {
    serveReports();
    await renderReports();
    await screen.findByRole('table', { name: 'Populiariausi renginiai' });
    expect(tableRows('Populiariausi renginiai')).toEqual([
      ['Renginys', 'Grynosios pajamos', 'Bilietai'],
      ['Vasaros koncertas', '9 960,00 €', '300'],
      ['Teatro vakaras', '2 500,00 €', '112'],
    ]);
    expect(tableRows('Kategorijų statistika')).toEqual([
      ['Kategorija', 'Renginiai', 'Grynosios pajamos'],
      ['Koncertai', '3', '9 960,00 €'],
      ['Opera', '1', '2 500,00 €'],
      ['Kita', '0', '0,00 €'],
    ]);
    expect(tableRows('Vartotojų augimas')).toEqual([
      ['Mėnuo', 'Nauji vartotojai', 'Iš viso vartotojų', 'Augimas'],
      ['2026 m. birželis', '100', '1 000', '0,0 %'],
      ['2026 m. liepa', '20', '1 020', '+2,0 %'],
      ['2026 m. rugpjūtis', '0', '1 020', '0,0 %'],
      ['2026 m. rugsėjis', '14', '1 034', '+1,4 %'],
      ['2026 m. spalis', '100', '1 134', '+9,7 %'],
      ['2026 m. lapkritis', '100', '1 234', '+8,8 %'],
    ]);
  });

  it('speaks English, naming events in English', async () => {
    serveReports();
    await renderReports('/admin/reports', 'en');
    await screen.findByRole('table', { name: 'Top events' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(tableRows('Top events')[1]).toEqual(['Summer concert', '€9,960.00', '300']);
    expect(tableRows('Sales by month').at(-2)).toEqual([
      'November 2026',
      '€8,000.00',
      '-€40.00',
      '€7,960.00',
      '100',
      '€79.60',
    ]);
    expect(tableRows('User growth')[4]).toEqual(['September 2026', '14', '1,034', '+1.4%']);
    expect(indicators('Key indicators')[1]).toEqual(['Refunded', '-€40.00']);
    expect(screen.getByText('Figures computed up to event log position 4711.')).toBeInTheDocument();
  });

  it('asks again for a preset period as soon as it is picked, and keeps it in the address', async () => {
    const later = deferred<SalesReportResponse>();
    const { reads } = serveReports({
      report: (url) => (url.searchParams.get('period') === 'last_year' ? later.promise : sixMonthReport()),
    });
    const { user, router } = await renderReports();
    await screen.findByRole('table', { name: 'Pardavimai pagal mėnesius' });

    await user.selectOptions(screen.getByLabelText('Laikotarpis'), 'Paskutiniai metai');
    expect(router.state.location.search).toBe('?period=last_year');
    // The previous period's figures never stand for the new one while it loads.
    expect(await screen.findByRole('status')).toHaveTextContent('Įkeliama…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    later.resolve(
      sixMonthReport({ period: { key: 'last_year', from: '2025-12-01', to: '2026-11-30' }, position: '4800' }),
    );
    expect(await screen.findByText('Laikotarpis: 2025-12-01 – 2026-11-30, valiuta EUR.')).toBeInTheDocument();
    expect(reads.map(paramsOf)).toEqual([{ period: 'last_6_months' }, { period: 'last_year' }]);
  });

  it('reads a custom range and its as-of moment from the address, and says when the figures stood', async () => {
    const { reads } = serveReports({
      report: () =>
        sixMonthReport({
          period: { key: 'custom', from: '2026-10-01', to: '2026-10-31' },
          as_of: '2026-11-01T10:00:00.000Z',
        }),
    });
    await renderReports('/admin/reports?period=custom&from=2026-10-01&to=2026-10-31&as_of=2026-11-01T12:00');
    expect(
      await screen.findByText('Skaičiai tokie, kokie buvo 2026-11-01 12:00 (įvykių žurnalo pozicija 4711).'),
    ).toBeInTheDocument();
    expect(paramsOf(reads[0])).toEqual({
      period: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
      as_of: '2026-11-01T12:00',
    });
    const form = screen.getByRole('form', { name: 'Pasirinktinis laikotarpis' });
    expect(within(form).getByLabelText('Nuo')).toHaveValue('2026-10-01');
    expect(within(form).getByLabelText('Iki')).toHaveValue('2026-10-31');
    expect(within(form).getByLabelText('Būklė (neprivaloma)')).toHaveValue('2026-11-01T12:00');
  });

  it('opens the custom range on the shown days, checks it, and asks for it only once sent', async () => {
    const { reads } = serveReports();
    const { user, router } = await renderReports();
    await screen.findByRole('table', { name: 'Pardavimai pagal mėnesius' });

    await user.selectOptions(screen.getByLabelText('Laikotarpis'), 'Pasirinktinis laikotarpis');
    const form = screen.getByRole('form', { name: 'Pasirinktinis laikotarpis' });
    const from = within(form).getByLabelText('Nuo');
    const to = within(form).getByLabelText('Iki');
    expect(from).toHaveValue('2026-06-01');
    expect(to).toHaveValue('2026-11-30');
    expect(reads).toHaveLength(1);

    await user.clear(from);
    await user.click(within(form).getByRole('button', { name: 'Rodyti' }));
    expect(await within(form).findByText('Nurodykite pradžios datą')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');

    await user.type(from, '2026-12-01');
    await user.click(within(form).getByRole('button', { name: 'Rodyti' }));
    expect(await within(form).findByText('Pabaigos data negali būti ankstesnė už pradžios datą')).toBeInTheDocument();
    expect(reads).toHaveLength(1);

    await user.clear(from);
    await user.type(from, '2026-09-01');
    await user.type(within(form).getByLabelText('Būklė (neprivaloma)'), '2026-11-15T08:30');
    await user.click(within(form).getByRole('button', { name: 'Rodyti' }));
    await waitFor(() => {
      expect(reads).toHaveLength(2);
    });
    expect(paramsOf(reads[1])).toEqual({
      period: 'custom',
      from: '2026-09-01',
      to: '2026-11-30',
      as_of: '2026-11-15T08:30',
    });
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2026-09-01');
  });

  it('says when the statistics could not be retrieved, and retries', async () => {
    let failing = true;
    serveReports({ report: () => (failing ? refusal(500, 'Internal error') : sixMonthReport()) });
    const { user } = await renderReports();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepavyko gauti statistikos duomenų');
    expect(screen.getByRole('button', { name: 'PDF' })).toBeDisabled();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Bandyti dar kartą' }));
    expect(await screen.findByRole('table', { name: 'Pardavimai pagal mėnesius' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so in English, with the reason the server gave', async () => {
    serveReports({ report: () => refusal(400, 'The first day is after the last') });
    await renderReports('/admin/reports', 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to retrieve statistics data: The first day is after the last',
    );
  });

  it('says when nothing was sold in the period, yet shows who signed up', async () => {
    serveReports({ report: () => quietReport() });
    await renderReports();
    expect(await screen.findByText('Šiuo laikotarpiu pardavimų nebuvo.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Pardavimai pagal mėnesius' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Populiariausi renginiai' })).not.toBeInTheDocument();
    expect(indicators()[2]).toEqual(['Grynosios pajamos', '0,00 €']);
    expect(tableRows('Vartotojų augimas')).toHaveLength(7);
  });

  describe('export', () => {
    let clicked: { href: string; download: string }[];
    beforeEach(() => {
      clicked = [];
      URL.createObjectURL = jest.fn(() => 'blob:report');
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
        clicked.push({ href: this.href, download: this.download });
      });
    });
    afterEach(() => {
      jest.restoreAllMocks();
    });

    it('downloads the PDF of the report on screen, at its log position, under the name the server gives', async () => {
      const { exports } = serveReports({
        file: () =>
          new Response('%PDF-1.7', {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="report-2026-06-01-2026-11-30.pdf"',
              'x-log-position': '4711',
            },
          }),
      });
      const { user } = await renderReports('/admin/reports?period=this_year');
      await screen.findByRole('table', { name: 'Pardavimai pagal mėnesius' });
      const buttons = screen.getByRole('group', { name: 'Eksportuoti ataskaitą' });
      expect(
        within(buttons)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['PDF', 'Excel', 'CSV']);
      await user.click(within(buttons).getByRole('button', { name: 'PDF' }));
      await waitFor(() => {
        expect(clicked).toEqual([{ href: 'blob:report', download: 'report-2026-06-01-2026-11-30.pdf' }]);
      });
      expect(paramsOf(exports[0])).toEqual({ format: 'pdf', period: 'this_year', as_of_position: '4711' });
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:report');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('exports a custom range as of its moment, named by the period when the server gives no name', async () => {
      const { exports } = serveReports({
        report: () => sixMonthReport({ period: { key: 'custom', from: '2026-10-01', to: '2026-10-31' } }),
        file: () => new Response('a,b', { headers: { 'content-type': 'text/csv' } }),
      });
      const { user } = await renderReports(
        '/admin/reports?period=custom&from=2026-10-01&to=2026-10-31&as_of=2026-11-01T12:00',
      );
      await screen.findByRole('table', { name: 'Pardavimai pagal mėnesius' });
      await user.click(screen.getByRole('button', { name: 'CSV' }));
      await waitFor(() => {
        expect(clicked).toEqual([{ href: 'blob:report', download: 'report-2026-10-01-2026-10-31.csv' }]);
      });
      expect(paramsOf(exports[0])).toEqual({
        format: 'csv',
        period: 'custom',
        from: '2026-10-01',
        to: '2026-10-31',
        as_of: '2026-11-01T12:00',
      });
    });

    it('says the export failed when it fails, downloads nothing, and lets the alert be dismissed', async () => {
      serveReports({ file: () => refusal(503, 'Ataskaitų paslauga laikinai nepasiekiama') });
      const { user } = await renderReports();
      await screen.findByRole('table', { name: 'Pardavimai pagal mėnesius' });
      await user.click(screen.getByRole('button', { name: 'Excel' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Nepavyko eksportuoti duomenų: Ataskaitų paslauga laikinai nepasiekiama',
      );
      expect(clicked).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Uždaryti pranešimą' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('says the plain words when the server gave none', async () => {
      serveReports({ file: () => new Response('Bad gateway', { status: 502 }) });
      const { user } = await renderReports();
      await screen.findByRole('table', { name: 'Pardavimai pagal mėnesius' });
      await user.click(screen.getByRole('button', { name: 'PDF' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Nepavyko eksportuoti duomenų');
      expect(alert).not.toHaveTextContent(':');
      expect(clicked).toEqual([]);
    });
  });
});
