import type { PageLanguage } from './page-texts';

/** What the server reads of one chunk in Vite's build manifest (`build.manifest`, frontend/vite.config.ts). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * A file the browser should fetch along with the entry: a module (modulepreload), a stylesheet, or
 * an API read the page's code will make.
 */
export interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch';
}

/**
 * Each page's module and the text namespaces its route fetches with it, by route: the route table of
 * frontend/src/app/router.tsx as the server needs it (route-preloads.unit.spec.ts holds the two
 * together). The public areas' names are their folders under frontend/src/i18n/locales.
 */
export const ROUTE_MODULES: Record<string, { page: string; texts: string[] }> = {
  '/': { page: 'src/features/home/pages/HomePage.tsx', texts: ['shop', 'auth'] },
  '/events': { page: 'src/features/events/pages/EventsPage.tsx', texts: [] },
  '/events/:id': { page: 'src/features/events/pages/EventDetailPage.tsx', texts: [] },
  '/tickets/:eventId': { page: 'src/features/events/pages/TicketSelectionPage.tsx', texts: ['shop'] },
  '/checkout': { page: 'src/features/checkout/pages/CheckoutPage.tsx', texts: ['checkout'] },
  '/payment/success': { page: 'src/features/orders/pages/PaymentSuccessPage.tsx', texts: ['checkout'] },
  '/payment/cancel': { page: 'src/features/orders/pages/PaymentCancelPage.tsx', texts: ['checkout'] },
  '/order-lookup': { page: 'src/features/orders/pages/OrderLookupPage.tsx', texts: ['checkout'] },
  '/newsletter/confirm': { page: 'src/features/home/pages/NewsletterConfirmPage.tsx', texts: ['shop'] },
  '/newsletter/unsubscribe': { page: 'src/features/home/pages/NewsletterUnsubscribePage.tsx', texts: ['shop'] },
  '/login': { page: 'src/features/auth/pages/LoginPage.tsx', texts: ['auth'] },
  '/register': { page: 'src/features/auth/pages/RegisterPage.tsx', texts: ['auth'] },
  '/forgot-password': { page: 'src/features/auth/pages/ForgotPasswordPage.tsx', texts: ['auth'] },
  '/reset-password': { page: 'src/features/auth/pages/ResetPasswordPage.tsx', texts: ['auth'] },
  '/verify-email': { page: 'src/features/auth/pages/VerifyEmailPage.tsx', texts: ['auth'] },
  '/info/:page': { page: 'src/features/info/pages/InfoPage.tsx', texts: ['info'] },
  '/profile': { page: 'src/features/profile/pages/ProfilePage.tsx', texts: ['auth'] },
};

const ROUTES = Object.entries(ROUTE_MODULES).map(([route, modules]) => ({
  pattern: new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`),
  ...modules,
}));

/**
 * The files a page's route fetches once the entry runs (its code, what that imports, its stylesheets,
 * the texts in the page's language), named by the build's manifest so the server can ask for them in
 * the page's head: the browser then fetches them alongside the entry instead of after it. What the
 * entry's own tags already fetch is left out.
 */
export class RoutePreloads {
  private readonly loadedWithEntry = new Set<string>();

  constructor(private readonly manifest: BuildManifest) {
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    if (entry) this.collect(entry, this.loadedWithEntry);
  }

  /** For a page address as sitePageAt normalised it; none for an address no route of the shop's own. */
  at(path: string, language: PageLanguage): Preload[] {
    const route = ROUTES.find(({ pattern }) => pattern.test(path));
    if (!route) return [];
    const files = new Set<string>();
    for (const key of [
      route.page,
      `src/i18n/locales/${language}.json`,
      ...route.texts.map((folder) => `src/i18n/locales/${folder}/${language}.json`),
    ]) {
      this.collect(key, files);
    }
    return [...files]
      .filter((file) => !this.loadedWithEntry.has(file))
      .map((file) => ({ href: `/${file}`, as: file.endsWith('.css') ? 'style' : 'script' }));
  }

  /** A chunk's file, its stylesheets and those of everything it imports; a key the build lacks adds nothing. */
  private collect(key: string, files: Set<string>): void {
    const chunk = this.manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) this.collect(imported, files);
  }
}
