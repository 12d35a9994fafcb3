import { HttpException, HttpStatus } from '@nestjs/common';

export interface LocalizedText {
  lt: string;
  en: string;
}

export interface FieldError {
  field: string;
  message: LocalizedText;
}

/** An HTTP error whose texts exist in both languages; the error filter picks the reader's. */
export class LocalizedHttpException extends HttpException {
  constructor(
    status: number,
    readonly messages: LocalizedText,
    readonly fieldErrors: FieldError[] = [],
    /** Extra response headers, such as Retry-After on 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(messages.en, status);
  }
}

export const localizedNotFound = (messages: LocalizedText) =>
  new LocalizedHttpException(HttpStatus.NOT_FOUND, messages);
