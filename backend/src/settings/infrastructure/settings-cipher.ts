import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../config/app-config';

const ALGORITHM = 'aes-256-gcm';
const FORMAT = 'v1';
export const SETTINGS_KEY_FILE = 'settings-encryption-key';

/**
 * Encrypts the settings' secrets before they enter the event log, and decrypts them for the mail and
 * payment code. AES-256-GCM with a fresh nonce per value; the field's name is authenticated with it, so
 * a ciphertext moved to another field does not decrypt.
 */
export class SettingsCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The settings encryption key must be 32 bytes');
  }

  encrypt(field: string, plaintext: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv(ALGORITHM, this.key, nonce);
    cipher.setAAD(Buffer.from(field));
    const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [FORMAT, ...[nonce, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'))].join('.');
  }

  /** Throws when the value was sealed with another key or for another field. */
  decrypt(field: string, encrypted: string): string {
    const [format, nonce, tag, sealed] = encrypted.split('.');
    if (format !== FORMAT || !nonce || !tag || sealed === undefined) {
      throw new Error(`${field}: not a settings ciphertext`);
    }
    const decipher = createDecipheriv(ALGORITHM, this.key, Buffer.from(nonce, 'base64url'));
    decipher.setAAD(Buffer.from(field));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/**
 * SETTINGS_ENCRYPTION_KEY when given (required in production, checked by loadConfig). Otherwise a key
 * generated once and kept in DATA_DIR, so a developer's saved secrets survive restarts.
 */
export function resolveSettingsKey(config: AppConfig): Buffer {
  if (config.SETTINGS_ENCRYPTION_KEY) return Buffer.from(config.SETTINGS_ENCRYPTION_KEY, 'base64');
  const file = join(config.DATA_DIR, SETTINGS_KEY_FILE);
  const read = () => Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  try {
    return read();
  } catch {
    mkdirSync(config.DATA_DIR, { recursive: true });
    const key = randomBytes(32);
    // 'wx' fails if another process created it meanwhile; that one's key is then the one to use.
    try {
      writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
      return key;
    } catch {
      return read();
    }
  }
}
