/**
 * Every class a route reads its body or query into keeps the input rules (docs/architecture.md,
 * "Input rules"). The classes are found the way Nest finds them: from the controllers' route
 * parameters, then the nested classes they name with `@Type`. A new route or field that forgets a
 * rule fails here, not in production.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_ARGS_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, IsInt, IsNumber, IsOptional, IsString, ValidateNested } from 'class-validator';
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from './text-rules';

type Class = new (...args: never[]) => unknown;
type ValidationMetadata = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number];

const SOURCE_ROOT = join(__dirname, '../..');
// Rules that only make sense for text: a property with one of them is a text field.
const TEXT_RULES = new Set(['isString', 'isEmail', 'maxLength', 'minLength', 'matches']);
const SWAGGER_PROPERTY = 'swagger/apiModelProperties';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

async function controllers(): Promise<Class[]> {
  const files = sourceFiles(SOURCE_ROOT).filter((file) => readFileSync(file, 'utf8').includes('@Controller('));
  const modules = await Promise.all(files.map((file) => import(file) as Promise<Record<string, unknown>>));
  return modules
    .flatMap((exported) => Object.values(exported))
    .filter((value): value is Class => typeof value === 'function' && Reflect.hasMetadata(PATH_METADATA, value));
}

interface RequestClass {
  type: Class;
  from: 'body' | 'query' | 'param';
}

const SOURCES = {
  [RouteParamtypes.BODY]: 'body',
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.PARAM]: 'param',
} as const;

/** The classes routes read a body, query or parameter into, with every class nested in them. */
function requestClasses(routes: Class[]): RequestClass[] {
  const found = new Map<Class, RequestClass>();
  const visit = (type: Class, from: RequestClass['from']) => {
    if (found.has(type) || [String, Number, Boolean, Object, Array].includes(type as never)) return;
    found.set(type, { type, from });
    for (const metadata of rulesOf(type)) {
      if (metadata.type !== 'nestedValidation') continue;
      const nested = nestedClassOf(type, metadata.propertyName);
      if (nested) visit(nested, from);
    }
  };
  for (const controller of routes) {
    for (const method of Object.getOwnPropertyNames(controller.prototype)) {
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
        string,
        { index: number }
      >;
      const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, method) ?? []) as Class[];
      for (const [key, { index }] of Object.entries(args)) {
        const from = SOURCES[Number(key.split(':')[0]) as keyof typeof SOURCES];
        if (from && types[index]) visit(types[index], from);
      }
    }
  }
  return [...found.values()];
}

/** The class `@Type` gives a nested property, found as the pipe finds it: by transforming a sample. */
function nestedClassOf(type: Class, property: string): Class | undefined {
  const sample = plainToInstance(type, { [property]: [{}] }) as Record<string, unknown>;
  const [item] = sample[property] as unknown[];
  return item?.constructor === Object ? undefined : (item?.constructor as Class | undefined);
}

const rulesOf = (type: Class): ValidationMetadata[] =>
  getMetadataStorage().getTargetValidationMetadatas(type, '', true, false);

function brokenRules({ type, from }: RequestClass): string[] {
  const byProperty = new Map<string, ValidationMetadata[]>();
  for (const rule of rulesOf(type)) {
    byProperty.set(rule.propertyName, [...(byProperty.get(rule.propertyName) ?? []), rule]);
  }
  return [...byProperty].flatMap(([property, rules]) => {
    const named = (name: string) => rules.some((rule) => rule.name === name);
    const where = `${type.name}.${property}`;
    const broken: string[] = [];
    if (rules.some((rule) => TEXT_RULES.has(rule.name ?? '')) && !named(SINGLE_LINE_TEXT) && !named(MULTI_LINE_TEXT)) {
      broken.push(`${where}: a text field without SingleLineText or MultiLineText`);
    }
    if (rules.some((rule) => rule.type === 'nestedValidation') && !named('isObject')) {
      broken.push(`${where}: a nested object without IsObject (use nestedRules)`);
    }
    if (rules.some((rule) => rule.name === 'isNumber' && rule.constraints[0]?.maxDecimalPlaces !== undefined)) {
      broken.push(`${where}: maxDecimalPlaces throws on 1e-9 (use IsMoney)`);
    }
    const described = Reflect.getMetadata(SWAGGER_PROPERTY, type.prototype as object, property) as
      { nullable?: boolean } | undefined;
    if (from === 'body' && named('isOptional') && described?.nullable !== true) {
      broken.push(`${where}: IsOptional lets null through (use Optional, or describe the field as nullable)`);
    }
    return broken;
  });
}

describe('request classes', () => {
  let classes: RequestClass[];

  beforeAll(async () => {
    classes = requestClasses(await controllers());
  });

  it('are found through the routes, nested ones included', () => {
    const names = classes.map((found) => found.type.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'CreateGuestOrderRequest',
        'TicketLineRequest',
        'EventRequest',
        'VenueRequest',
        'LongTextRequest',
        'UpdateProfileRequest',
        'SubscribeRequest',
        'ListAdminEventsRequest',
        'VerifyPaymentQuery',
        'SubTopicsRequest',
      ]),
    );
  });

  it('keep every input rule on every field', () => {
    expect(classes.flatMap(brokenRules)).toEqual([]);
  });

  it('would notice a field that forgets one', () => {
    class Forgetful {
      @IsString() text!: string;
      @ValidateNested() nested!: object;
      @IsNumber({ maxDecimalPlaces: 2 }) price!: number;
      @IsOptional() @IsInt() count?: number;
    }
    expect(brokenRules({ type: Forgetful, from: 'body' })).toEqual([
      'Forgetful.text: a text field without SingleLineText or MultiLineText',
      'Forgetful.nested: a nested object without IsObject (use nestedRules)',
      'Forgetful.price: maxDecimalPlaces throws on 1e-9 (use IsMoney)',
      'Forgetful.count: IsOptional lets null through (use Optional, or describe the field as nullable)',
    ]);
  });
});
