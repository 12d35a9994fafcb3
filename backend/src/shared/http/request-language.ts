import type { UserLanguage } from '@ticketshop/projections';
import type { Request } from 'express';
import type { LocalizedText } from './localized-exceptions';

/** The reader's language, as the error filter picks it: English when asked for, else Lithuanian. */
export const languageOf = (request: Request): UserLanguage =>
  request.acceptsLanguages('lt', 'en') === 'en' ? 'en' : 'lt';

export const say = (request: Request, text: LocalizedText): { message: string } => ({
  message: text[languageOf(request)],
});
