import type { UserLanguage } from '@ticketshop/projections';
import type { Request } from 'express';
import type { LocalizedText } from './localized-exceptions';

/** The reader's language, as the error filter picks it: English when asked for, else Lithuanian. */
export const languageOf = (request: Request): UserLanguage =>
  request.acceptsLanguages('lt', 'en') === 'en' ? 'en' : 'lt';

const LANGUAGES: readonly string[] = ['lt', 'en'] satisfies UserLanguage[];

/**
 * The language a page asked a document in (`?lang=lt|en`, the language it is shown in), else the
 * browser's. Any other `lang` is ignored, as the pages ignore it (backend/src/web/site-pages.ts).
 */
export const documentLanguageOf = (request: Request, asked: string | undefined): UserLanguage =>
  asked !== undefined && LANGUAGES.includes(asked) ? (asked as UserLanguage) : languageOf(request);

export const say = (request: Request, text: LocalizedText): { message: string } => ({
  message: text[languageOf(request)],
});
