import {
  Global,
  Inject,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
  type Provider,
} from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { CaughtMails } from './mail-catcher';
import { MailDelivery } from './mail-delivery';
import { MailboxController } from './mailbox.controller';
import { MAILER, type Mailer } from './mailer';
import { publicUrl } from './public-url';
import { SmtpMailer, UnconfiguredMailer } from './smtp-mailer';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver';

const SMTP_RECEIVER = Symbol('SMTP_RECEIVER');

/**
 * Outgoing mail. With SMTP_HOST the shop sends through that server; without it (outside production)
 * it starts its own SMTP catcher and shows the mails at /api/dev/mailbox.
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
        inject: [SMTP_RECEIVER],
        useFactory: (receiver: SmtpReceiver | null): Mailer => {
          if (receiver) {
            return new SmtpMailer({ host: receiver.host, port: receiver.port, secure: false, from: config.MAIL_FROM });
          }
          if (!config.SMTP_HOST) {
            new Logger('Mail').warn('SMTP_HOST is not set: no mail can be sent');
            return new UnconfiguredMailer();
          }
          return new SmtpMailer({
            host: config.SMTP_HOST,
            port: config.SMTP_PORT,
            secure: config.SMTP_SECURE,
            user: config.SMTP_USER,
            password: config.SMTP_PASSWORD,
            from: config.MAIL_FROM,
          });
        },
      },
      MailDelivery,
    ];
    return {
      module: MailModule,
      controllers: catching ? [MailboxController] : [],
      providers,
      exports: [MAILER, MailDelivery, CaughtMails],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.mailer instanceof SmtpMailer) this.mailer.close();
    await this.receiver?.close();
  }
}
