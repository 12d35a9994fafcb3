import type { AppConfig } from '../config/app-config';

/** An absolute address of a shop page, for links that leave the shop (mails). */
export function publicUrl(config: Pick<AppConfig, 'PUBLIC_URL' | 'PORT'>, path: string): string {
  const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  return `${base}/${path.replace(/^\/+/, '')}`;
}
