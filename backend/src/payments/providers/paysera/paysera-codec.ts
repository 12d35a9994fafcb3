/** Paysera's (WebToPay 1.6) encoding of requests and callbacks, with nothing of the shop in it. */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * `application/x-www-form-urlencoded` as PHP's `http_build_query` writes it: only letters, digits and
 * `-_.` stay as they are, a space becomes `+`.
 */
export function formEncode(params: ReadonlyArray<readonly [string, string]>): string {
  const encode = (text: string) =>
    encodeURIComponent(text)
      .replace(/[!'()*~]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
      .replace(/%20/g, '+');
  return params.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
}

/** Base64 with `+`→`-` and `/`→`_`; the `=` padding is kept, as Paysera's own library does. */
export function encodePayseraData(query: string): string {
  return Buffer.from(query, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** The bytes of a `data` field (either base64 alphabet); null when it is not base64 at all. */
export function decodePayseraBytes(data: string): Buffer | null {
  if (!BASE64.test(data)) return null;
  return Buffer.from(data.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

/** `md5(data + password)`: the request's `sign` and the callback's `ss1`. */
export function payseraSign(data: string, password: string): string {
  return createHash('md5')
    .update(data + password, 'utf8')
    .digest('hex');
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** An encrypted project's callback: `base64url(IV[12] ‖ ciphertext ‖ tag[16])`, AES-256-GCM, key = password bytes. */
export function decryptPayseraData(data: string, password: string): string | null {
  const key = Buffer.from(password, 'utf8');
  const bytes = decodePayseraBytes(data);
  if (key.length !== 32 || !bytes || bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    // A wrong tag means the data was not made with this project's password.
    return null;
  }
}

/** The inverse of `decryptPayseraData`: what Paysera sends an encrypted project (tests and docs use it). */
export function encryptPayseraData(query: string, password: string, iv: Buffer = randomBytes(IV_BYTES)): string {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(password, 'utf8'), iv);
  const ciphertext = Buffer.concat([cipher.update(query, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url');
}
