import type { OpenAPIObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';

type Schema = SchemaObject | ReferenceObject;

/** Composing stops here: no answer of the shop nests deeper, so a deeper schema is a cycle. */
const MAX_DEPTH = 12;

/**
 * Gives each 2xx JSON answer of the document an example, composed from the `example`s its response
 * classes put on their fields, so "Try it out" and the reader see a whole answer of the shop's. An
 * enum without an example takes its first value and a nullable field null, both answers the code
 * gives; a required field with neither leaves the answer without an example, which the OpenAPI spec
 * reports (openapi-document.int.spec.ts).
 */
export function withResponseExamples(document: OpenAPIObject): OpenAPIObject {
  const schemas = document.components?.schemas ?? {};
  const compose = (schema: Schema, depth: number): unknown => {
    if (depth > MAX_DEPTH) return undefined;
    if ('$ref' in schema) {
      const target = schemas[schema.$ref.split('/').pop()!];
      return target ? compose(target, depth + 1) : undefined;
    }
    if (schema.example !== undefined) return schema.example;
    if (schema.allOf?.length === 1) return compose(schema.allOf[0]!, depth + 1);
    if (schema.enum?.length) return schema.enum[0];
    if (schema.nullable) return null;
    if (schema.type === 'array' && schema.items) {
      const item = compose(schema.items, depth + 1);
      return item === undefined ? undefined : [item];
    }
    if (schema.properties) {
      const example: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties)) {
        const value = compose(property, depth + 1);
        if (value !== undefined) example[name] = value;
        else if (schema.required?.includes(name)) return undefined;
      }
      return example;
    }
    return undefined;
  };

  for (const operations of Object.values(document.paths))
    for (const operation of [operations.get, operations.put, operations.post, operations.delete, operations.patch]) {
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        if (!status.startsWith('2') || !response || '$ref' in response) continue;
        const json = response.content?.['application/json'];
        if (!json?.schema || json.example !== undefined || json.examples) continue;
        const example = compose(json.schema, 0);
        if (example !== undefined) json.example = example;
      }
    }
  return document;
}
