import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../config/app-config';
import { resolveSettingsKey, SETTINGS_KEY_FILE, SettingsCipher } from './settings-cipher';

describe('the settings cipher', () => {
  const cipher = new SettingsCipher(randomBytes(32));

  it('given a secret, when sealed, then only the same key and field open it, and the text shows nothing of it', () => {
    const sealed = cipher.encrypt('smtpPassword', 'slaptas žodis');
    expect(sealed).not.toContain('slaptas');
    expect(sealed).not.toBe(cipher.encrypt('smtpPassword', 'slaptas žodis'));
    expect(cipher.decrypt('smtpPassword', sealed)).toBe('slaptas žodis');
    expect(() => cipher.decrypt('payseraSignPassword', sealed)).toThrow();
    expect(() => new SettingsCipher(randomBytes(32)).decrypt('smtpPassword', sealed)).toThrow();
    expect(() => cipher.decrypt('smtpPassword', 'not-sealed')).toThrow(/not a settings ciphertext/);
  });

  it('given SETTINGS_ENCRYPTION_KEY, then it is the key; without it a key is made once and kept in DATA_DIR', () => {
    const key = randomBytes(32);
    expect(resolveSettingsKey(loadConfig({ SETTINGS_ENCRYPTION_KEY: key.toString('base64') }))).toEqual(key);
    const dataDir = mkdtempSync(join(tmpdir(), 'settings-key-'));
    try {
      const made = resolveSettingsKey(loadConfig({ DATA_DIR: dataDir }));
      expect(made).toHaveLength(32);
      expect(readFileSync(join(dataDir, SETTINGS_KEY_FILE), 'utf8')).toBe(made.toString('base64'));
      expect(resolveSettingsKey(loadConfig({ DATA_DIR: dataDir }))).toEqual(made);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
