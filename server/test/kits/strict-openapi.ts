import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';

/**
 * A strict check of an OpenAPI 3.1 document, for the tests (a dev dependency, never loaded by
 * the server). The official 3.1 schema leaves every Schema Object open ({ type: object }), so
 * it is joined by two checks of our own: each schema is valid JSON Schema 2020-12, and every
 * $ref points at something in the document.
 */
export async function problemsOf(document: unknown): Promise<string[]> {
  const copy = JSON.parse(JSON.stringify(document)) as Record<string, unknown>;
  const official = await new Validator().validate(copy);
  const problems = official.valid
    ? []
    : (Array.isArray(official.errors) ? official.errors : [official.errors]).map(
        (error) => `OpenAPI 3.1 schema: ${JSON.stringify(error)}`,
      );

  const ajv = new Ajv2020({ strict: true, validateFormats: false });
  for (const { pointer, schema } of schemasIn(copy)) {
    if (!ajv.validateSchema(schema)) {
      problems.push(`${pointer}: ${ajv.errorsText(ajv.errors)}`);
    }
  }
  for (const { pointer, ref } of refsIn(copy)) {
    if (!ref.startsWith('#/') || resolve(copy, ref) === undefined) {
      problems.push(`${pointer}: $ref ${ref} points at nothing`);
    }
  }
  return problems;
}

type Found<T> = { pointer: string } & T;

/** Every Schema Object: a `schema` under a parameter or media type, and components.schemas. */
function schemasIn(document: Record<string, unknown>): Found<{ schema: object }>[] {
  const found: Found<{ schema: object }>[] = [];
  const walk = (value: unknown, pointer: string) => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, item] of Object.entries(value)) {
      const at = `${pointer}/${key}`;
      if (key === 'schema' && typeof item === 'object' && item !== null) {
        found.push({ pointer: at, schema: item });
      } else walk(item, at);
    }
  };
  walk(document.paths, '#/paths');
  const components = (document.components ?? {}) as { schemas?: Record<string, object> };
  for (const [name, schema] of Object.entries(components.schemas ?? {})) {
    found.push({ pointer: `#/components/schemas/${name}`, schema });
  }
  return found;
}

function refsIn(document: unknown): Found<{ ref: string }>[] {
  const found: Found<{ ref: string }>[] = [];
  const walk = (value: unknown, pointer: string) => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push({ pointer, ref: item });
      else walk(item, `${pointer}/${key}`);
    }
  };
  walk(document, '#');
  return found;
}

function resolve(document: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (value, part) =>
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[part]
          : undefined,
      document,
    );
}
