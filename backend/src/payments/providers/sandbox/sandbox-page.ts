/**
 * The sandbox's payment page: plain HTML with inline CSS and no script, readable on a phone and by a
 * screen reader. A pure function of the session, so a unit test reads exactly what a buyer sees.
 */
import { formatMoney } from '../../../shared/money/money';
import type { SandboxSession } from './sandbox-session';

const TEXTS = {
  lt: {
    title: 'Bandomasis mokėjimas',
    notice: 'Tai parduotuvės bandomoji mokėjimų sistema: pinigai nenuskaičiuojami ir niekur nepervedami.',
    description: 'Mokėjimo paskirtis',
    amount: 'Suma',
    choose: 'Pasirinkite, kuo baigsis mokėjimas.',
    pay: 'Apmokėti',
    cancel: 'Atšaukti',
    fail: 'Mokėjimas nepavyksta',
  },
  en: {
    title: 'Test payment',
    notice: 'This is the shop’s sandbox payment provider: no money is charged or moved.',
    description: 'Payment for',
    amount: 'Amount',
    choose: 'Choose how the payment ends.',
    pay: 'Pay',
    cancel: 'Cancel',
    fail: 'Payment fails',
  },
} as const;

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/**
 * No script may run, and the form may only post to the shop and to where the session returns (browsers
 * apply form-action to the redirect that follows the post).
 */
export function sandboxPageSecurityPolicy(session: SandboxSession): string {
  const origins = [...new Set([session.returnUrl, session.cancelUrl].map((url) => new URL(url).origin))];
  return [
    "default-src 'none'",
    "script-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${origins.join(' ')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:1rem;line-height:1.5;color:#1b1f24;background:#f3f5f7}
main{max-width:30rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border-radius:.75rem;padding:1.5rem 1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 1rem}
.notice{margin:0 0 1.25rem;padding:.75rem 1rem;border-left:.25rem solid #9a6700;background:#fff8c5;color:#3d2e00}
dl{margin:0 0 1.5rem}
dt{font-size:.875rem;color:#4b5563}
dd{margin:0 0 .75rem;overflow-wrap:anywhere}
.amount{font-size:1.75rem;font-weight:700}
.choose{margin:0 0 .75rem}
.actions{display:grid;gap:.75rem}
button{width:100%;min-height:3rem;padding:.75rem 1rem;font:inherit;font-weight:600;border-radius:.5rem;border:2px solid transparent;cursor:pointer}
button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.pay{background:#116329;color:#fff}
.cancel{background:#fff;color:#1b1f24;border-color:#6b7280}
.fail{background:#b42318;color:#fff}
`;

/** The page for one session; `actionUrl` is where the form posts (the page's own address). */
export function renderSandboxPage(session: SandboxSession, actionUrl: string): string {
  const text = TEXTS[session.language];
  return `<!doctype html>
<html lang="${session.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<h1>${escapeHtml(text.title)}</h1>
<p class="notice" role="note">${escapeHtml(text.notice)}</p>
<dl>
<dt>${escapeHtml(text.description)}</dt>
<dd>${escapeHtml(session.description)}</dd>
<dt>${escapeHtml(text.amount)}</dt>
<dd class="amount">${escapeHtml(formatMoney(session.amountCents, session.currency, session.language))}</dd>
</dl>
<form method="post" action="${escapeHtml(actionUrl)}" aria-describedby="choose">
<p class="choose" id="choose">${escapeHtml(text.choose)}</p>
<div class="actions">
<button type="submit" name="action" value="pay" class="pay">${escapeHtml(text.pay)}</button>
<button type="submit" name="action" value="cancel" class="cancel">${escapeHtml(text.cancel)}</button>
<button type="submit" name="action" value="fail" class="fail">${escapeHtml(text.fail)}</button>
</div>
</form>
</div>
</main>
</body>
</html>
`;
}
