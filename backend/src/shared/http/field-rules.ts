import { Transform, Type } from 'class-transformer';
import {
  IsNotEmpty,
  IsObject,
  isEmail,
  MaxLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';
import { isSingleLineText, SingleLineText } from './text-rules';
import { messages, says } from './validation-messages';

export const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * An e-mail address. validator.js measures an address with `encodeURI`, which throws on half a
 * surrogate pair; such text is no address, so it is refused before the check can crash.
 */
export const IsEmailAddress = (options: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isEmail',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isSingleLineText(value) && isEmail(value),
      },
    },
    options,
  );

/** The e-mail rules, the same wherever an address is typed (docs/architecture.md, "Input rules"). */
export const emailRules = () => [
  Transform(trimmed),
  SingleLineText(),
  IsEmailAddress(says('Neteisingas el. pašto formatas', 'Invalid email format')),
  MaxLength(254, says('Neteisingas el. pašto formatas', 'Invalid email format')),
  IsNotEmpty(says('El. paštas yra privalomas', 'Email is required')),
];

/**
 * A field that may be left out, its default then standing. Unlike class-validator's `IsOptional`,
 * `null` is not "left out": it is checked, and refused, as the wrong type it is. A field that
 * really takes `null` says so (`nullable` in its API description) and keeps `IsOptional`.
 */
export const Optional = (): PropertyDecorator => ValidateIf((_request: object, value: unknown) => value !== undefined);

/**
 * A nested object, or each of a list of them. `null`, an array, a string or a number where the
 * object belongs is a field error; without the object check class-validator lets `[]` through and
 * the code after it reads fields of nothing.
 */
export const nestedRules = (
  type: () => new () => object,
  { optional = false, each = false }: { optional?: boolean; each?: boolean } = {},
) => [
  ...(optional ? [Optional()] : []),
  IsObject({ ...messages.isObject, each }),
  ValidateNested({ each }),
  Type(type),
];

/**
 * An amount of money: a finite number with at most two decimals (cents). class-validator's
 * `maxDecimalPlaces` counts digits after a '.', which `1e-9` does not print, and throws on it.
 */
export const IsMoney = (options: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isMoney',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' && Number.isFinite(value) && Number(value.toFixed(2)) === value,
      },
    },
    options,
  );

/** Several rules as one decorator. */
export const apply =
  (rules: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const rule of rules) rule(target, key);
  };
