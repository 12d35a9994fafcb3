import {
  Global,
  Inject,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
  type Provider,
} from '@nestjs/common';
import type { Database } from '@ticketshop/projections';
import type { AppConfig } from '../config/app-config';
import { DATABASE } from '../infrastructure/storage/storage.tokens';
import { CaughtMails } from './mail-catcher';
import { MailDelivery } from './mail-delivery';
import { MailMetrics } from './mail-metrics';
import { MailOutbox } from './mail-outbox';
import { MailboxController } from './mailbox.controller';
import { MAILER, type Mailer } from './mailer';
import { publicUrl } from './public-url';
import { ShopSettings } from '../settings/public-api';
import { SettingsMailer } from './settings-mailer';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver';

const SMTP_RECEIVER = Symbol('SMTP_RECEIVER');

/**
 * Outgoing mail: account mails through the durable outbox (`MailDelivery`), order mails from their
 * process manager (`ordering/process/order-mails.ts`), both through the SMTP server the settings name
 * (SMTP_HOST until an admin changes it). Without SMTP_HOST (outside production) the shop starts its own
 * SMTP catcher and shows the mails at /api/dev/mailbox; mails go there while the settings name no SMTP host.
 */
@Global()
@Module({})
export class MailModule implements OnApplicationShutdown {
  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(SMTP_RECEIVER) private readonly receiver: SmtpReceiver | null,
  ) {}

  static forRoot(config: AppConfig): DynamicModule {
    const catching = !config.SMTP_HOST && config.NODE_ENV !== 'production';
    const providers: Provider[] = [
      CaughtMails,
      {
        provide: SMTP_RECEIVER,
        inject: [CaughtMails],
        useFactory: async (mails: CaughtMails) => {
          if (!catching) return null;
          const receiver = await startSmtpReceiver({ onMail: (mail) => mails.add(mail) });
          new Logger('Mail').log(`mail is caught locally: open ${publicUrl(config, '/api/dev/mailbox')}`);
          return receiver;
        },
      },
      {
        provide: MAILER,
        inject: [SMTP_RECEIVER, ShopSettings],
        useFactory: (receiver: SmtpReceiver | null, settings: ShopSettings): Mailer => {
          if (!receiver && !config.SMTP_HOST) {
            new Logger('Mail').warn('SMTP_HOST is not set: no mail can be sent until the settings name a server');
          }
          return new SettingsMailer(settings, config, receiver);
        },
      },
      { provide: MailOutbox, inject: [DATABASE], useFactory: (database: Database) => new MailOutbox(database) },
      {
        provide: MailMetrics,
        inject: [MailOutbox],
        useFactory: (outbox: MailOutbox) => new MailMetrics(() => outbox.figures()),
      },
      {
        provide: MailDelivery,
        inject: [MAILER, MailOutbox, MailMetrics],
        useFactory: (mailer: Mailer, outbox: MailOutbox, metrics: MailMetrics) =>
          new MailDelivery(mailer, outbox, metrics, {
            firstMs: config.MAIL_RETRY_FIRST_MS,
            maxMs: config.MAIL_RETRY_MAX_MS,
            giveUpDays: config.MAIL_GIVE_UP_DAYS,
          }),
      },
    ];
    return {
      module: MailModule,
      controllers: catching ? [MailboxController] : [],
      providers,
      exports: [MAILER, MailDelivery, MailMetrics, CaughtMails],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.mailer instanceof SettingsMailer) this.mailer.close();
    await this.receiver?.close();
  }
}
