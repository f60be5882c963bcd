/**
 * Route schemas (TypeBox): ONE mechanism that gives every route its params, query, body and response schemas, from
 * which Fastify validates and coerces queries and @fastify/swagger writes the OpenAPI document (http/openapi.ts).
 *
 * Each domain keeps a `schemas.ts` with a table `'METHOD /fastify/url' -> { summary, params?, querystring?, body?,
 * response? }`, listed in ROUTE_SCHEMA_TABLES (routes.ts beside the plugin list). `registerRouteSchemas` attaches them
 * when the route is declared (an onRoute hook), so route files stay plain handlers. A route without an entry fails
 * the schema test (test/openapi.test.ts).
 *
 * Decisions:
 * - Queries are validated and coerced by the schema (400 for a malformed value, 422 for one out of bounds, with
 *   field messages from `errors.ts`). Formats whose message a route already words (months, years, sort keys) are
 *   described, not patterned, so the route's message stands.
 * - Bodies are documented, and still checked by the domain readers (`Reader` in values.ts and the domain `input`
 *   modules), which collect every field's SPEC §5 message together with the database-backed checks (a missing
 *   manager, an overlapping leave) into one 422. Their schema says so (`x-checked-by: route`) and the validator
 *   skips them; moving those messages into schema keywords is the next step of the kit (issue 21).
 * - Responses are documented (and checked against real answers by the contract test), not used to serialise: the
 *   answers stay byte-for-byte what the handlers return.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { EXTENSION_OPERATIONS, extensionParams } from './extensions';
import { SEARCH_MAX } from './values';

export type RouteSchema = FastifySchema & { summary: string; tags?: string[]; [extension: `x-${string}`]: unknown };
/** `'GET /employees/:id'` -> its schema. */
export type RouteSchemaTable = Record<string, RouteSchema>;

const ENTITIES: TSchema[] = [];
/** Every named entity schema (components/schemas of the document; the contract test validates answers with them). */
export const entitySchemas = (): readonly TSchema[] => ENTITIES;

/**
 * A named answer object: registered once as a shared schema (`$id` = name) and used by reference, so the document
 * has one `components.schemas.<name>` per entity. Open objects: a new column never breaks a client that validates.
 */
export const Entity = <P extends Record<string, TSchema>>(name: string, properties: P) => {
  const schema = Type.Object(properties, { $id: name, title: name, additionalProperties: true });
  ENTITIES.push(schema);
  return Type.Unsafe<Static<typeof schema>>({ $ref: `${name}#` });
};
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const Page = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item), count: Type.Integer({ minimum: 0 }) });

export const Id = Type.Integer({ minimum: 1, description: 'Database id' });
export const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
export const DateTime = Type.String({ description: 'ISO 8601 timestamp' });
export const Search = Type.String({ maxLength: SEARCH_MAX, description: `Matched anywhere, literally (at most ${SEARCH_MAX} characters)` });
/** Not patterned: a malformed id is a 404 of the route's own words ("Leave request not found"). */
export const IdParams = Type.Object({ id: Type.String({ description: 'Database id (digits)' }) });


export const Message = Type.Object({ message: Type.String() }, { additionalProperties: true });
export const NoContent = Type.Null({ description: 'No content' });
export const CsvFile = Type.String({ description: 'A CSV file (text/csv, Content-Disposition attachment)' });
export const BinaryFile = Type.String({ description: 'The file bytes' });

export const FieldErrorSchema = Type.Object({ message: Type.String(), field: Nullable(Type.String({ description: 'snake_case field, or null' })) });
/** Every failure (http/errors.ts): `message` is the human text, `errors` one entry per field at fault. */
export const ErrorBodySchema = Entity('Error', { message: Type.String(), errors: Type.Array(FieldErrorSchema) });

/** Paging of every list (docs/ARCHITECTURE.md "REST conventions"). */
export const PagingQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, description: '1-based page; with limit' })),
  limit: Type.Optional(Type.Integer({ minimum: -1, description: 'Page size; omitted = every row' })),
  sort_by: Type.Optional(Type.String({ description: 'Column to sort by (whitelisted per list)' })),
  sort_dir: Type.Optional(Type.String({ description: 'asc or desc' })),
};
export const Query = <P extends Record<string, TSchema>>(properties: P) => Type.Object(properties, { additionalProperties: true });

/** A body the route's reader checks (see the decisions above). */
export const Body = <P extends Record<string, TSchema>>(properties: P, wrapper?: string) => {
  const flat = Type.Object(properties, { additionalProperties: true });
  const schema = wrapper
    ? Type.Union([Type.Object({ [wrapper]: flat }, { additionalProperties: true }), flat], {
        description: `Fields wrapped Rails-style in \`${wrapper}\` or flat`,
      })
    : flat;
  return Object.assign(schema, { 'x-checked-by': 'route' });
};

/** Import answers (http/imports.ts). */
export const ImportResultSchema = Type.Object(
  {
    message: Type.String({ description: 'Processed N records, successfully created M ...' }),
    processed: Type.Integer(),
    created: Type.Integer(),
    failed: Type.Array(Type.Object({ row: Type.Integer(), message: Type.String() }, { additionalProperties: true })),
  },
  { title: 'ImportResult' },
);

const key = (method: string, url: string) => `${method} ${url}`;

/**
 * Attaches each table's schemas when its route is declared, marks SPEC §7 extensions from http/extensions.ts
 * (`x-extension`, `x-extension-reason`; extension query parameters say so in their description) and documents the
 * error body. Register before the routes (and before @fastify/swagger, which reads the schemas).
 */
export function registerRouteSchemas(app: FastifyInstance, tables: readonly RouteSchemaTable[]): void {
  const all: RouteSchemaTable = Object.assign({}, ...tables);
  for (const entity of ENTITIES) app.addSchema(entity);
  const extensions = new Map(EXTENSION_OPERATIONS.map((o) => [key(o.method, o.url), o.reason]));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const method = methods.find((m) => m !== 'HEAD') ?? 'HEAD';
    const found = all[key(method, route.url)];
    if (!found || route.schema) return;
    const schema: RouteSchema = { ...found, response: { ...(found.response as object), '4XX': ErrorBodySchema } };
    const reason = extensions.get(key(method, route.url));
    if (reason) Object.assign(schema, { 'x-extension': true, 'x-extension-reason': reason });
    const params = extensionParams(method, route.url);
    if (schema.querystring && Object.keys(params).length) schema.querystring = markParams(schema.querystring as TSchema, params);
    route.schema = schema;
  });
}

function markParams(query: TSchema, params: ReturnType<typeof extensionParams>): TSchema {
  const properties = { ...(query as { properties?: Record<string, TSchema> }).properties };
  for (const [name, p] of Object.entries(params)) {
    const base = (properties[name] ?? Type.String()) as TSchema & { description?: string };
    const note = `${p.when ? 'Some values are an extension' : 'Extension'} (not in SPEC §7): ${p.reason}`;
    properties[name] = { ...base, description: base.description ? `${base.description}. ${note}` : note, 'x-extension': true };
  }
  return { ...query, properties };
}

/**
 * The validator of every route schema: Fastify's defaults (type coercion of query strings, defaults), every error at
 * once, and bodies marked `x-checked-by: route` left to the route's reader.
 */
export function registerValidation(app: FastifyInstance): void {
  const ajv = schemaAjv({ coerceTypes: 'array', useDefaults: true, removeAdditional: true });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart === 'body' && (schema as Record<string, unknown>)['x-checked-by'] === 'route') return () => true;
    return ajv.compile(schema);
  });
  // Answers are serialised as the handlers return them; response schemas are documentation (checked by tests).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

/** An Ajv that knows every entity schema (for the route validator and for tests checking answers). */
export function schemaAjv(options: ConstructorParameters<typeof Ajv>[0] = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, ...options });
  addFormats(ajv);
  for (const entity of ENTITIES) ajv.addSchema(entity);
  return ajv;
}
