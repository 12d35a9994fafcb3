/**
 * Bilingual messages for class-validator. A decorator's message is a JSON pair {lt, en} that the
 * validation pipe unpacks, so every rule speaks both languages of the shop.
 */
import type { ValidationArguments, ValidationOptions } from 'class-validator';
import type { LocalizedText } from './localized-exceptions';

const pair = (make: (args: ValidationArguments) => LocalizedText): ValidationOptions => ({
  message: (args: ValidationArguments) => JSON.stringify(make(args)),
});

/** A rule's message fixed in both languages, for texts the specification gives. */
export const says = (lt: string, en: string): ValidationOptions => ({ message: JSON.stringify({ lt, en }) });

/** For a field whose text holds control characters, broken Unicode or line breaks where none belong. */
export const textRefused = (field: string): LocalizedText => ({
  lt: `Laukas „${field}“ turi netinkamų simbolių`,
  en: `${field} contains characters that are not allowed`,
});

export const messages = {
  isIn: pair((a) => ({
    lt: `Laukas „${a.property}“ turi būti vienas iš: ${(a.constraints[0] as unknown[]).join(', ')}`,
    en: `${a.property} must be one of: ${(a.constraints[0] as unknown[]).join(', ')}`,
  })),
  isInt: pair((a) => ({
    lt: `Laukas „${a.property}“ turi būti sveikasis skaičius`,
    en: `${a.property} must be a whole number`,
  })),
  min: pair((a) => ({
    lt: `Laukas „${a.property}“ turi būti ne mažesnis nei ${String(a.constraints[0])}`,
    en: `${a.property} must be at least ${String(a.constraints[0])}`,
  })),
  max: pair((a) => ({
    lt: `Laukas „${a.property}“ turi būti ne didesnis nei ${String(a.constraints[0])}`,
    en: `${a.property} must be at most ${String(a.constraints[0])}`,
  })),
  text: pair((a) => textRefused(a.property)),
  isObject: pair((a) => ({
    lt: `Laukas „${a.property}“ turi būti objektas su savo laukais`,
    en: `${a.property} must be an object with its own fields`,
  })),
  /** For `IsMoney` on a sum in major units. */
  money: says(
    'Suma turi būti skaičius su ne daugiau kaip 2 skaitmenimis po kablelio',
    'The amount must be a number with at most 2 decimals',
  ),
};

/** Texts for rules that class-validator or Nest raise on their own. */
export function fallbackMessage(constraint: string, property: string, english: string): LocalizedText {
  if (constraint === 'whitelistValidation') {
    return { lt: `Nežinomas laukas „${property}“`, en: `Unknown field ${property}` };
  }
  try {
    const parsed = JSON.parse(english) as Partial<LocalizedText>;
    if (typeof parsed.lt === 'string' && typeof parsed.en === 'string') return { lt: parsed.lt, en: parsed.en };
  } catch {
    // Not one of ours: class-validator's own English text.
  }
  return { lt: `Netinkama lauko „${property}“ reikšmė`, en: english };
}
