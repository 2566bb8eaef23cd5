import { z } from 'zod';

/** A JSON Schema (draft 2020-12, which OpenAPI 3.1 uses for its Schema Objects). */
export type JsonSchema = Record<string, unknown>;

/**
 * Which side of a schema to describe: what a client sends ('input', before the server's
 * transforms: a path id is the string '42') or what the server answers ('output').
 */
export type SchemaSide = 'input' | 'output';

/**
 * Collects the definitions the conversions hoist ($defs of recursive or `.meta({ id })` schemas)
 * so they live once under components.schemas, where a `$ref` from anywhere in the document
 * resolves; a `#/$defs/…` left inside an operation would resolve against the document root.
 */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};

  /** zod → JSON Schema, never throwing: what JSON Schema cannot say (a transform, a custom check) is left open. */
  convert(schema: z.ZodType, side: SchemaSide, context: string): JsonSchema {
    let converted: JsonSchema;
    try {
      converted = z.toJSONSchema(schema, {
        target: 'draft-2020-12',
        io: side,
        // A transform's result or a custom check becomes {} (anything) rather than an error; a
        // refinement's rule (a calendar date, a URL's scheme) stays in its message, unseen here.
        unrepresentable: 'any',
        cycles: 'ref',
        reused: 'inline',
      });
    } catch (error) {
      return { description: `Not describable in JSON Schema (${(error as Error).message})` };
    }
    const { $schema: _dialect, $defs = {}, ...rest } = converted;
    const renamed = new Map<string, string>();
    for (const name of Object.keys($defs as JsonSchema).sort()) {
      renamed.set(name, this.freeName(`${context}_${name}`));
    }
    // A schema that is itself a cycle's root refers to '#': it becomes a component too.
    let rootName: string | undefined;
    const componentOf = (ref: string): string | undefined => {
      if (ref === '#') return (rootName ??= this.freeName(context));
      return ref.startsWith('#/$defs/')
        ? renamed.get(decodeURIComponent(ref.slice('#/$defs/'.length)))
        : undefined;
    };
    const relink = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(relink);
      if (typeof value !== 'object' || value === null) return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => {
          const name = key === '$ref' && typeof item === 'string' ? componentOf(item) : undefined;
          return [key, name ? `#/components/schemas/${name}` : relink(item)];
        }),
      );
    };
    for (const [name, definition] of Object.entries($defs as Record<string, JsonSchema>)) {
      this.schemas[renamed.get(name)!] = relink(definition) as JsonSchema;
    }
    const body = relink(rest) as JsonSchema;
    if (rootName === undefined) return body;
    this.schemas[rootName] = body;
    return { $ref: `#/components/schemas/${rootName}` };
  }

  /** Adds a named component as it is (the error body every route shares). */
  add(name: string, schema: JsonSchema): string {
    this.schemas[name] = schema;
    return `#/components/schemas/${name}`;
  }

  private freeName(wanted: string): string {
    const base = wanted.replace(/[^A-Za-z0-9._-]/g, '_');
    let name = base;
    for (let n = 2; name in this.schemas; n += 1) name = `${base}_${n}`;
    return name;
  }
}
