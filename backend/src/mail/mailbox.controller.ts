import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../identity/public-api';
import { localizedNotFound } from '../shared/http/localized-exceptions';
import { CaughtMails } from './mail-catcher';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const PAGE_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1a1a2e}' +
  'table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left}' +
  'a{color:#0b5cad}pre{white-space:pre-wrap;background:#f5f5f7;padding:1rem}';

/**
 * Embedded mode's mailbox: every mail the shop sent, caught by its local SMTP server, readable in the
 * browser so a newcomer can finish a registration without a mail account. Only mounted when mail is
 * caught (no SMTP_HOST, not production).
 */
@ApiExcludeController()
@Public()
@Controller('dev/mailbox')
export class MailboxController {
  constructor(private readonly mails: CaughtMails) {}

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
  page(): string {
    const rows = this.mails
      .list()
      .map(
        (mail) =>
          `<tr><td>${escape(new Date(mail.date).toLocaleString('lt-LT'))}</td><td>${escape(mail.to)}</td>` +
          `<td><a href="/api/dev/mailbox/${encodeURIComponent(mail.id)}">${escape(mail.subject)}</a></td></tr>`,
      )
      .join('');
    return (
      `<!doctype html><html lang="lt"><head><meta charset="utf-8"><title>Mailbox / Pašto dėžutė</title>` +
      `<style>${PAGE_STYLE}</style></head><body><h1>Pašto dėžutė / Mailbox</h1>` +
      `<p>Laiškai, kuriuos parduotuvė išsiuntė šiame kompiuteryje. Mails the shop sent on this machine.</p>` +
      (rows
        ? `<table><thead><tr><th>Laikas / Time</th><th>Kam / To</th><th>Tema / Subject</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>Laiškų dar nėra. No mail yet.</p>') +
      `</body></html>`
    );
  }

  @Get('messages')
  messages(@Query('to') to?: string) {
    return this.mails
      .list(typeof to === 'string' ? to : undefined)
      .map(({ id, to: recipient, subject, date, text }) => ({
        id,
        to: recipient,
        subject,
        date,
        text,
      }));
  }

  @Get(':id')
  message(@Param('id') id: string, @Res() response: Response): void {
    const mail = this.mails.get(id);
    if (!mail) throw localizedNotFound({ lt: 'Laiškas nerastas', en: 'Mail not found' });
    // The mail's own HTML is shown as sent; scripts are forbidden whatever it contains.
    response
      .status(200)
      .setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
      .type('html')
      .send(
        `<!doctype html><html><head><meta charset="utf-8"><title>${escape(mail.subject)}</title>` +
          `<style>${PAGE_STYLE}</style></head><body><p><a href="/api/dev/mailbox">← Pašto dėžutė / Mailbox</a></p>` +
          `<p><b>Kam / To:</b> ${escape(mail.to)}<br><b>Nuo / From:</b> ${escape(mail.from)}<br>` +
          `<b>Tema / Subject:</b> ${escape(mail.subject)}</p>` +
          (mail.attachments.length > 0
            ? `<p><b>Priedai / Attachments:</b> ${mail.attachments.map((a) => `${escape(a.filename)} (${a.size} B)`).join(', ')}</p>`
            : '') +
          `<hr>${mail.html || `<pre>${escape(mail.text)}</pre>`}</body></html>`,
      );
  }
}
