import { HttpStatus, ValidationPipe, type ValidationError } from '@nestjs/common';
import { fallbackMessage } from './validation-messages';
import { LocalizedHttpException, type FieldError } from './localized-exceptions';

/** Rejects unknown fields and wrong types with one error per field, in both languages. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) =>
      new LocalizedHttpException(
        HttpStatus.BAD_REQUEST,
        { lt: 'Užklausoje yra klaidų', en: 'The request has errors' },
        flatten(errors),
      ),
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
