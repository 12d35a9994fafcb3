import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import {
  ResumingLoop,
  SETTINGS_STREAM_ID,
  settingsEventDefinitions,
  type EventStore,
  type SettingsEvent,
} from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { CacheRegistry } from '../shared/cache-registry';
import type { ReadSource, ReadVersion } from '../shared/http/public-reads/read-version';
import { StreamStateCache, type CachedStream } from '../shared/event-sourcing/stream-state-cache';
import type { SettingsValues } from './domain/settings';
import { evolve, settingsDecider, type SettingsState } from './domain/settings.decider';
import { SettingsCipher } from './infrastructure/settings-cipher';
import { settingsDefaults } from './settings-defaults';

/**
 * How often the stream's tail is read for changes another process made, whatever the log's live
 * delivery says: the fallback that keeps every process within a second of a change (docs/settings.md)
 * should a notification be lost (the listening connection reconnecting, EventStoreDB's subscription
 * resuming).
 */
const REFRESH_INTERVAL_MS = 1_000;
/** After the settings subscription failed (the database away), how long before it is opened again. */
const RESUBSCRIBE_AFTER_MS = 1_000;
const SETTINGS_EVENT_TYPES: ReadonlySet<string> = new Set(
  settingsEventDefinitions.map((definition) => definition.type),
);

/**
 * A decrypted secret that does not show itself: JSON, logs and string templates see `[secret]`; only
 * the mail and payment code call `reveal()`.
 */
export class SecretValue {
  readonly #value: string | null;

  constructor(value: string | null) {
    this.#value = value;
  }

  get isSet(): boolean {
    return this.#value !== null;
  }

  reveal(): string {
    return this.#value ?? '';
  }

  toJSON(): string | null {
    return this.isSet ? '[secret]' : null;
  }

  toString(): string {
    return this.isSet ? '[secret]' : '';
  }
}

/** The settings in effect, secrets decrypted behind `SecretValue`. */
export type ShopSettingsSnapshot = SettingsValues<SecretValue>;

/**
 * The settings the rest of the shop reads, synchronously and from memory. Loaded from the `settings`
 * stream at start, brought up to date by this process's own changes at once and by other processes'
 * as soon as the log's live delivery tells of one (LISTEN/NOTIFY on PostgreSQL: tens of
 * milliseconds), and within REFRESH_INTERVAL_MS at worst (the stream's tail is read, never the whole
 * log). Maintenance mode, checked on every request (also by the public reads' fast path), follows.
 */
@Injectable()
export class ShopSettings implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Settings');
  private readonly cipher: SettingsCipher;
  private readonly defaults: SettingsValues;
  private cache: StreamStateCache<SettingsState, SettingsEvent>;
  private loaded: CachedStream<SettingsState> | undefined;
  private snapshot: ShopSettingsSnapshot | undefined;
  private timer: NodeJS.Timeout | undefined;
  private version: ReadVersion = { position: 0n };
  /** Wakes a refresh whenever the log records a settings change, from whichever process. */
  private readonly changes = new ResumingLoop(
    (signal) => this.followChanges(signal),
    (error) => {
      this.logger.warn({ msg: 'following settings changes failed; polling meanwhile', error: String(error) });
      return RESUBSCRIBE_AFTER_MS;
    },
  );

  /** For public reads built from the settings (checkout options): a new version with every change. */
  readonly readSource: ReadSource = {
    name: 'settings',
    current: () => this.version,
    // Nothing to forget: the version follows the settings in memory.
    reset: () => undefined,
  };

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) config: AppConfig,
    cipher: SettingsCipher,
    caches: CacheRegistry,
  ) {
    this.cipher = cipher;
    this.defaults = settingsDefaults(config, cipher);
    this.cache = this.freshCache();
    caches.register('settings', () => {
      this.cache = this.freshCache();
      return this.refresh();
    });
  }

  /** The aggregate as the settings commands decide on it. */
  get decider() {
    return settingsDecider(this.defaults);
  }

  async onModuleInit(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => {
      this.refresh().catch((error: unknown) =>
        this.logger.warn({ msg: 'settings not refreshed', error: String(error) }),
      );
    }, REFRESH_INTERVAL_MS);
    this.timer.unref();
    this.changes.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.changes.stop();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  current(): ShopSettingsSnapshot {
    if (!this.snapshot) throw new Error('The settings are read before the shop started');
    return this.snapshot;
  }

  /** The settings as stored (secrets encrypted), for the settings API. */
  stored(): SettingsValues {
    return this.loadedOrFail().state;
  }

  /** The log position of the newest settings change in effect ("0" for none yet). */
  position(): string {
    return this.loadedOrFail().position.toString();
  }

  /** Reads what was appended to the stream since the last read. */
  async refresh(): Promise<void> {
    this.use(await this.cache.load(SETTINGS_STREAM_ID));
  }

  /** Takes in a change this process just appended, so the very next request sees it. */
  remember(entry: CachedStream<SettingsState>): void {
    this.cache.remember(SETTINGS_STREAM_ID, entry);
    this.use(entry);
  }

  /**
   * Follows the settings events from the log's head: each one recorded (here or by another process)
   * reads the stream's tail at once. The event itself is not folded: the tail read is the one way in,
   * so a wake-up and the poll can never apply a change twice or out of order.
   */
  private async followChanges(signal: AbortSignal): Promise<void> {
    const after = await this.store.headPosition();
    for await (const message of this.store.subscribeToAll({ after, signal, eventTypes: SETTINGS_EVENT_TYPES })) {
      if (message.kind === 'event' && message.event.globalPosition > this.loadedOrFail().position) {
        await this.refresh();
      }
    }
  }

  private use(entry: CachedStream<SettingsState>): void {
    if (this.loaded && this.loaded.position === entry.position && this.loaded.state === entry.state) return;
    // A tail read that began before a change this process remembered must not take it back.
    if (this.loaded && entry.position < this.loaded.position) return;
    this.loaded = entry;
    this.snapshot = this.decrypted(entry.state);
    this.version = { position: entry.position };
  }

  private decrypted(state: SettingsValues): ShopSettingsSnapshot {
    const reveal = (field: string, encrypted: string | null): SecretValue => {
      if (encrypted === null) return new SecretValue(null);
      try {
        return new SecretValue(this.cipher.decrypt(field, encrypted));
      } catch {
        // Saved under another key (SETTINGS_ENCRYPTION_KEY changed, or DATA_DIR's key lost): as if unset.
        this.logger.error({ msg: 'a saved secret cannot be decrypted with the current key; it is ignored', field });
        return new SecretValue(null);
      }
    };
    const payment = state.payment;
    const email = state.email;
    return {
      ...state,
      payment: {
        ...payment,
        makecommerceSecretKey: reveal('makecommerceSecretKey', payment.makecommerceSecretKey),
        payseraSignPassword: reveal('payseraSignPassword', payment.payseraSignPassword),
      },
      email: { ...email, smtpPassword: reveal('smtpPassword', email.smtpPassword) },
    };
  }

  private freshCache(): StreamStateCache<SettingsState, SettingsEvent> {
    return new StreamStateCache(
      this.store,
      () => this.defaults,
      (state, events) => events.reduce(evolve, state),
    );
  }

  private loadedOrFail(): CachedStream<SettingsState> {
    if (!this.loaded) throw new Error('The settings are read before the shop started');
    return this.loaded;
  }
}
