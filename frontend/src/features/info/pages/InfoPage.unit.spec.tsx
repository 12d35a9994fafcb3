import { act, screen, within } from '@testing-library/react';
import i18n from '../../../i18n';
import { renderRoute } from '../../../test/render';

const PAGES = [
  ['about', 'Apie mus', 'About us'],
  ['how-to-buy', 'Kaip pirkti', 'How to buy'],
  ['terms-of-service', 'Paslaugų teikimo sąlygos', 'Terms of service'],
  ['refund-policy', 'Pinigų grąžinimo politika', 'Refund policy'],
  ['privacy-policy', 'Privatumo politika', 'Privacy policy'],
  ['faq', 'Dažni klausimai', 'FAQ'],
] as const;

describe('information pages', () => {
  it.each(PAGES)('shows /info/%s in Lithuanian', async (page, lithuanian) => {
    await renderRoute(`/info/${page}`, { language: 'lt' });
    const article = await screen.findByRole('article', { name: lithuanian });
    expect(within(article).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
  });

  it.each(PAGES)('shows /info/%s in English', async (page, _lithuanian, english) => {
    await renderRoute(`/info/${page}`, { language: 'en' });
    const article = await screen.findByRole('article', { name: english });
    expect(within(article).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
  });

  it('fetches its texts in the other language when the visitor switches', async () => {
    await renderRoute('/info/about', { language: 'lt' });
    await screen.findByRole('article', { name: 'Apie mus' });
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('article', { name: 'About us' })).toBeInTheDocument();
  });

  it('lays the terms out in their five sections, with the facts it fixes and a contacts block', async () => {
    await renderRoute('/info/terms-of-service', { language: 'en' });
    const terms = await screen.findByRole('article', { name: 'Terms of service' });
    expect(
      within(terms)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      '1. General provisions',
      '2. Ticket purchase rules',
      '3. Event attendance rules',
      '4. Event cancellation or change',
      '5. Final provisions',
      'Contacts',
    ]);
    expect(terms).toHaveTextContent('ticket intermediary between event organizers and buyers');
    expect(terms).toHaveTextContent('We do not organize events');
    expect(terms).toHaveTextContent('no right to withdraw from the contract');
    expect(terms).toHaveTextContent('An e-ticket is usable once');
    expect(terms).toHaveTextContent('No refund is given for unused or lost tickets');
    expect(within(terms).getByRole('link', { name: 'pagalba@bilietu-parduotuve.lt' })).toHaveAttribute(
      'href',
      'mailto:pagalba@bilietu-parduotuve.lt',
    );
  });

  it('names in its privacy policy the data checkout and accounts collect, and the buyer’s rights', async () => {
    await renderRoute('/info/privacy-policy', { language: 'lt' });
    const policy = await screen.findByRole('article', { name: 'Privatumo politika' });
    for (const text of [
      'vardą ir pavardę, el. pašto adresą, telefono numerį',
      'mokėjimo paslaugų teikėjo operacijos numerį',
      'slaptažodžio maišą',
      'prisijungimų istoriją',
      'BDAR',
    ]) {
      expect(policy).toHaveTextContent(text);
    }
    expect(within(policy).getByRole('heading', { name: 'Kontaktai' })).toBeInTheDocument();
  });

  it('promises only the keeping the shop does: accounting records 10 years in a log nothing is deleted from', async () => {
    await renderRoute('/info/privacy-policy', { language: 'en' });
    const policy = await screen.findByRole('article', { name: 'Privacy policy' });
    expect(policy).toHaveTextContent('Lithuanian law requires to be kept for 10 years');
    expect(policy).toHaveTextContent('an event log that nothing is ever deleted from');
    expect(policy).toHaveTextContent('the shop deletes nothing automatically');
    expect(policy).toHaveTextContent('Accounting records we must keep cannot be erased');
    // No code deletes sign-ins after a year, so the policy must not say it does.
    expect(policy).not.toHaveTextContent(/1 year/);
  });

  it('says how refunds really go: the original payment method, partial refunds, cancelled events, Paysera by staff', async () => {
    await renderRoute('/info/refund-policy', { language: 'en' });
    const policy = await screen.findByRole('article', { name: 'Refund policy' });
    expect(policy).toHaveTextContent('original payment method');
    expect(policy).toHaveTextContent('A partial refund is possible');
    expect(policy).toHaveTextContent('refund request for all of the event');
    expect(policy).toHaveTextContent('our staff make the refund in the Paysera account');
  });

  it('keeps no refund deadline the shop does not enforce: refunds go when decided, limits may delay approvals', async () => {
    for (const [language, name, sent, noDeadline] of [
      ['en', 'Refund policy', 'as soon as it is decided', 'We do not promise a number of days'],
      ['lt', 'Pinigų grąžinimo politika', 'iškart, kai dėl jo nusprendžiama', 'nežadame'],
    ] as const) {
      const { unmount } = await renderRoute('/info/refund-policy', { language });
      const policy = await screen.findByRole('article', { name });
      expect(policy).toHaveTextContent(sent);
      expect(policy).toHaveTextContent(noDeadline);
      expect(policy).not.toHaveTextContent(/14 (days|dienų)/);
      unmount();
    }
  });

  it('links every information page from each of them', async () => {
    await renderRoute('/info/faq', { language: 'lt' });
    const nav = await screen.findByRole('navigation', { name: 'Informaciniai puslapiai' });
    expect(within(nav).getAllByRole('link')).toHaveLength(6);
    expect(within(nav).getByRole('link', { name: 'Dažni klausimai' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the not-found view for an unknown information page', async () => {
    await renderRoute('/info/nothing', { language: 'lt' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Puslapis nerastas' })).toBeInTheDocument();
  });
});
