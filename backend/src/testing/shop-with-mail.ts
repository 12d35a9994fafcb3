import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server';
import { createTestApp, type TestApp } from './test-app';

export interface ShopWithMail {
  shop: TestApp;
  /** The SMTP server the shop sends through, to read its mails from. */
  smtp: SmtpTestServer;
  /** Closes the shop first, so no mail is still on its way to a closed server. */
  close(): Promise<void>;
}

/** The whole shop (as `createTestApp` starts it, with `env` on top) sending its mail to a real SMTP server. */
export async function createShopWithMail(
  env: Record<string, string> = {},
  smtpOptions: Parameters<typeof startSmtpTestServer>[0] = {},
): Promise<ShopWithMail> {
  const smtp = await startSmtpTestServer(smtpOptions);
  const shop = await createTestApp({ SMTP_HOST: smtp.host, SMTP_PORT: String(smtp.port), ...env });
  return {
    shop,
    smtp,
    async close() {
      await shop.close();
      await smtp.close();
    },
  };
}
