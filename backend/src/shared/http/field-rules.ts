import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, MaxLength } from 'class-validator';
import { says } from './validation-messages';

export const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** SPEC §5's e-mail rules, the same wherever an address is typed. */
export const emailRules = () => [
  Transform(trimmed),
  IsEmail({}, says('Neteisingas el. pašto formatas', 'Invalid email format')),
  MaxLength(254, says('Neteisingas el. pašto formatas', 'Invalid email format')),
  IsNotEmpty(says('El. paštas yra privalomas', 'Email is required')),
];

/** Several rules as one decorator. */
export const apply =
  (rules: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const rule of rules) rule(target, key);
  };
