/** The shop's mail frame, shared by every context's mails: one look, user input escaped in the HTML. */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const SIGNATURE = { lt: 'Bilietų parduotuvė', en: 'The ticket shop' };

export function layout(paragraphs: string[], action?: { label: string; link: string; fallback: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escape(action.link)}" style="background:#0b5cad;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escape(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:14px;color:#555">${escape(action.fallback)}<br><a href="${escape(action.link)}" style="color:#0b5cad;word-break:break-all">${escape(action.link)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a2e;max-width:560px;margin:0 auto;padding:24px">${body}${button}</body></html>`;
}
