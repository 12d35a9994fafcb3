import { HttpStatus, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { fallbackMessage, textRefused } from './validation-messages';
import { LocalizedHttpException, type FieldError } from './localized-exceptions';
import { placesWithRefusedText } from './text-rules';

export const REQUEST_HAS_ERRORS = { lt: 'Užklausoje yra klaidų', en: 'The request has errors' };

/**
 * Rejects unknown fields and wrong types with one error per field, in both languages. Before a
 * body, query or route parameter reaches its class (or a handler that takes it as a plain string),
 * every string and key in it is checked for text no field accepts (docs/architecture.md,
 * "Input rules"): a rule no request class can forget.
 */
class ShopValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'custom') return super.transform(value, metadata);
    const refused = placesWithRefusedText(value, metadata.data ?? '');
    if (refused.length === 0) return super.transform(value, metadata);
    // The class's own rules still speak (an address with half a surrogate pair is also not an
    // address); whatever else they answer, the request is refused for its text.
    let classErrors: FieldError[] = [];
    try {
      await super.transform(value, metadata);
    } catch (error) {
      if (error instanceof LocalizedHttpException) classErrors = error.fieldErrors;
    }
    const textErrors = refused.map((place) => {
      const field = place === '' ? metadata.type : place;
      return { field, message: textRefused(propertyOf(field)) };
    });
    throw new LocalizedHttpException(HttpStatus.BAD_REQUEST, REQUEST_HAS_ERRORS, [
      ...classErrors,
      ...textErrors.filter((text) => !classErrors.some((error) => saysTheSameOf(error, text))),
    ]);
  }
}

// class-validator names a field by its property (`name`, not `venue.name`; `lt` for each of its items).
const propertyOf = (field: string) => field.split('.').findLast((part) => !/^\d+$/.test(part)) ?? field;

/** A class rule already refused this place (or the list holding it) for the same reason. */
const saysTheSameOf = (error: FieldError, text: FieldError) =>
  (text.field === error.field || text.field.startsWith(`${error.field}.`)) && text.message.en === error.message.en;

export function createValidationPipe(): ValidationPipe {
  return new ShopValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) =>
      new LocalizedHttpException(HttpStatus.BAD_REQUEST, REQUEST_HAS_ERRORS, flatten(errors)),
  });
}

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, english]) => ({
      field,
      message: fallbackMessage(constraint, field, english),
    }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}
