import { jsonResponse, mockFetch } from '../../../test/http';
import type { SettingsResponse } from '../../../lib/api-types/generated';

/** A shop's settings as `GET /api/admin/settings` answers them (secrets as `…Set`). */
export function adminSettings(overrides: Partial<SettingsResponse> = {}): SettingsResponse {
  return {
    system: {
      siteName: 'Bilietų parduotuvė',
      siteDescription: 'Renginių bilietai internetu',
      contactEmail: 'pagalba@bilietu-parduotuve.lt',
      supportPhone: '+370 5 200 0000',
      currency: 'EUR',
      timezone: 'Europe/Vilnius',
      language: 'lt',
      allowRegistration: true,
      requireEmailVerification: true,
    },
    seller: {
      legalName: 'UAB „Bilietų parduotuvė“',
      companyCode: '304567890',
      vatCode: 'LT100011234567',
      address: 'Gedimino pr. 1, Vilnius',
      bankAccount: 'LT601010012345678901',
      invoiceSeries: 'TS',
    },
    payment: {
      sandboxEnabled: true,
      makecommerceEnabled: false,
      makecommerceShopId: '',
      makecommerceSecretKeySet: false,
      payseraEnabled: true,
      payseraProjectId: '123456',
      payseraSignPasswordSet: true,
      bankTransferEnabled: false,
      bankAccount: '',
      bankTransferDays: 3,
      paymentFeePercent: 2.5,
    },
    email: {
      smtpHost: 'smtp.pastas.lt',
      smtpPort: 587,
      smtpUsername: 'bilietai',
      smtpPasswordSet: true,
      fromEmail: 'bilietai@bilietu-parduotuve.lt',
      fromName: 'Bilietų parduotuvė',
      emailTemplatesEnabled: true,
    },
    maintenance: { maintenanceMode: false },
    position: '42',
    ...overrides,
  };
}

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The shop's error shape. */
export function refusal(status: number, message: string, errors: { field: string; message: string }[] = []): Response {
  return jsonResponse({ statusCode: status, message, errors }, status);
}

/**
 * The settings API at the fetch boundary: reads answer `settings()` (so a test may change what the
 * next read sees); every other call is recorded in `sent` and answered by `change(sent)`, by default
 * a plain success with a log position.
 */
export function serveSettings({
  settings = () => adminSettings(),
  change = () => jsonResponse({ position: '43' }),
}: {
  settings?: () => SettingsResponse | Response;
  change?: (sent: Sent) => Response | Promise<Response>;
} = {}) {
  const sent: Sent[] = [];
  let reads = 0;
  mockFetch(async (request) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/admin/settings') {
      reads += 1;
      const answer = settings();
      return answer instanceof Response ? answer : jsonResponse(answer);
    }
    const text = request.method === 'GET' ? '' : await request.text();
    const entry = { method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined };
    sent.push(entry);
    return change(entry);
  });
  return {
    sent,
    reads: () => reads,
  };
}
