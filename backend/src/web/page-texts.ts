import type { Category } from '../catalog/public-api';

export const PAGE_LANGUAGES = ['lt', 'en'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** The information pages (docs/web.md, "Information pages"), each at /info/<page>. */
export const INFO_PAGES = [
  'about',
  'how-to-buy',
  'terms-of-service',
  'refund-policy',
  'privacy-policy',
  'faq',
] as const;
type InfoPage = (typeof INFO_PAGES)[number];

export type PageKey =
  | 'home'
  | 'events'
  | `info/${InfoPage}`
  | 'tickets'
  | 'checkout'
  | 'payment-success'
  | 'payment-cancel'
  | 'order-lookup'
  | 'newsletter'
  | 'login'
  | 'register'
  | 'password'
  | 'verify-email'
  | 'profile'
  | 'admin'
  | 'not-found';

interface PageText {
  title: string;
  description: string;
}

type Texts<Key extends string> = Record<Key, Record<PageLanguage, PageText>>;

const SHOP = {
  lt: 'Bilietai į koncertus, festivalius, spektaklius ir sporto renginius visoje Lietuvoje.',
  en: 'Tickets to concerts, festivals, theatre and sports events across Lithuania.',
};

/** A page that only makes sense in a visit (a form, an account): its title, and the shop's own description. */
const step = (lt: string, en: string) => ({
  lt: { title: lt, description: SHOP.lt },
  en: { title: en, description: SHOP.en },
});

/**
 * What a search result or a link preview shows for each page before any script runs. The browser tab
 * then follows the single-page app's own titles (frontend locales); these are the server's copy.
 */
export const PAGE_TEXTS: Texts<PageKey> = {
  home: {
    lt: { title: 'Renginių bilietai', description: SHOP.lt },
    en: { title: 'Event tickets', description: SHOP.en },
  },
  events: {
    lt: {
      title: 'Visi renginiai',
      description:
        'Artėjantys koncertai, festivaliai, spektakliai ir sporto renginiai: datos, vietos ir bilietų kainos.',
    },
    en: {
      title: 'All events',
      description: 'Upcoming concerts, festivals, plays and sports events: dates, venues and ticket prices.',
    },
  },
  'info/about': {
    lt: {
      title: 'Apie mus',
      description: 'Bilietų tarpininkas tarp renginių organizatorių ir pirkėjų: kas mes ir kaip dirbame.',
    },
    en: {
      title: 'About us',
      description: 'A ticket intermediary between event organizers and buyers: who we are and how we work.',
    },
  },
  'info/how-to-buy': {
    lt: {
      title: 'Kaip pirkti',
      description: 'Kaip išsirinkti renginį, sumokėti ir gauti elektroninius bilietus el. paštu.',
    },
    en: {
      title: 'How to buy',
      description: 'How to choose an event, pay and receive your e-tickets by e-mail.',
    },
  },
  'info/terms-of-service': {
    lt: {
      title: 'Paslaugų teikimo sąlygos',
      description: 'Bilietų pirkimo, renginių lankymo, renginių atšaukimo ar pakeitimo taisyklės.',
    },
    en: {
      title: 'Terms of service',
      description: 'Rules for buying tickets, attending events, and event cancellations or changes.',
    },
  },
  'info/refund-policy': {
    lt: {
      title: 'Pinigų grąžinimo politika',
      description: 'Kada ir kaip grąžinami pinigai už bilietus, įskaitant atšauktus renginius.',
    },
    en: {
      title: 'Refund policy',
      description: 'When and how ticket money is refunded, including for cancelled events.',
    },
  },
  'info/privacy-policy': {
    lt: {
      title: 'Privatumo politika',
      description: 'Kokius asmens duomenis renkame pirkdami bilietus, kodėl, kiek laiko saugome ir jūsų teisės.',
    },
    en: {
      title: 'Privacy policy',
      description: 'What personal data we collect when you buy tickets, why, how long we keep it and your rights.',
    },
  },
  'info/faq': {
    lt: {
      title: 'Dažni klausimai',
      description: 'Atsakymai į dažniausius klausimus apie bilietus, mokėjimus ir renginius.',
    },
    en: { title: 'FAQ', description: 'Answers to common questions about tickets, payments and events.' },
  },
  tickets: step('Bilietų pasirinkimas', 'Choose tickets'),
  checkout: step('Apmokėjimas', 'Checkout'),
  'payment-success': step('Mokėjimo rezultatas', 'Payment result'),
  'payment-cancel': step('Mokėjimas atšauktas', 'Payment cancelled'),
  'order-lookup': step('Užsakymo paieška', 'Order lookup'),
  newsletter: step('Naujienlaiškis', 'Newsletter'),
  login: step('Prisijungimas', 'Sign in'),
  register: step('Registracija', 'Registration'),
  password: step('Slaptažodžio atkūrimas', 'Password reset'),
  'verify-email': step('El. pašto patvirtinimas', 'E-mail confirmation'),
  profile: step('Profilis', 'Profile'),
  admin: step('Administravimas', 'Administration'),
  'not-found': step('Puslapis nerastas', 'Page not found'),
};

/** The events list filtered to one category. */
export const CATEGORY_TITLES: Record<Category, Record<PageLanguage, string>> = {
  Concert: { lt: 'Koncertai', en: 'Concerts' },
  Festival: { lt: 'Festivaliai', en: 'Festivals' },
  Theater: { lt: 'Teatras', en: 'Theatre' },
  Sports: { lt: 'Sportas', en: 'Sports' },
};

/** Open Graph's locale names for the two languages. */
export const OG_LOCALES: Record<PageLanguage, string> = { lt: 'lt_LT', en: 'en_GB' };
