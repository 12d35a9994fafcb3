import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventStore, Projections, Storage, UserRole } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { EVENT_STORE, PROJECTIONS, STORAGE } from '../../infrastructure/storage/storage.tokens';
import { commandMetadata } from '../../shared/event-sourcing/command-metadata';
import { findUserIdByEmail } from '../infrastructure/email-reservations';
import { RegisterUserCommand } from '../register-user/register-user.command';

const DEMO_ADMIN = { email: 'admin@bilietai.lt', password: 'demo-admin-2026' };

const DEMO_ACCOUNTS: { email: string; password: string; firstName: string; lastName: string; role: UserRole }[] = [
  { ...DEMO_ADMIN, firstName: 'Demo', lastName: 'Administratorius', role: 'super_admin' },
  {
    email: 'organizatorius@bilietai.lt',
    password: 'demo-organizer-2026',
    firstName: 'Rūta',
    lastName: 'Organizatorė',
    role: 'organizer',
  },
  {
    email: 'pirkejas@bilietai.lt',
    password: 'demo-buyer-2026',
    firstName: 'Jonas',
    lastName: 'Pirkėjas',
    role: 'user',
  },
];

/**
 * Demo accounts next to the demo catalog (embedded mode or DEMO_DATA=true), so a newcomer can open
 * the back-office at once. Created through the real commands, once; the start log names the admin.
 */
@Injectable()
export class SeedDemoAccounts implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoData');

  constructor(
    private readonly commands: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(PROJECTIONS) private readonly projections: Projections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!(this.config.DEMO_DATA ?? this.storage.mode === 'embedded')) return;
    let position = 0n;
    for (const account of DEMO_ACCOUNTS) {
      if (await findUserIdByEmail(this.store, account.email)) continue;
      const result = await this.commands.execute(
        new RegisterUserCommand(
          { ...account, language: 'lt' },
          commandMetadata({ kind: 'system', name: 'demo-data' }),
          { role: account.role },
        ),
      );
      position = BigInt(result.position);
    }
    if (position > 0n && this.config.RUN_PROJECTIONS) await this.projections.waitForPosition(position, 30_000);
    this.logger.log({
      msg: `demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (change it before showing the shop to anyone)`,
    });
  }
}
