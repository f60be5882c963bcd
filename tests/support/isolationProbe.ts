/**
 * Builds, from schema.graphql alone, one operation per Query and Mutation field of the gateway: every required
 * argument filled with a plausible value, every id-like argument (type ID, or a name ending in `Id` / `Ids`, at any
 * depth of an input object) filled with an id `idFor` answers, and a selection of the answer's scalar fields down to
 * SELECTION_DEPTH. A field added to the gateway is probed the day it lands; one the builder cannot call fails the
 * isolation test with its name (tests/integration/isolation.test.ts).
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

/** What an id argument is for: the field it belongs to and its own name (`id`, `employeeId`, `employeeIds`). */
export interface IdSlot {
  /** The Query or Mutation field. */
  field: string;
  /** The argument's or input field's name. */
  name: string;
  /** The named type of the field's answer (`Employee`, `FileLink`). */
  answer: string;
}

export interface ProbeValues {
  /** The id to send in `slot` (a string; turned into a number where the argument is an Int). */
  idFor(slot: IdSlot): string;
  /** The e-mail address to send where an argument is an e-mail. */
  email: string;
}

export interface Probe {
  kind: 'query' | 'mutation';
  field: string;
  /** The named type of the answer. */
  answer: string;
  document: string;
  variables: Record<string, unknown>;
  /** Variables that are files (sent as a multipart request). */
  uploads: string[];
}

const SELECTION_DEPTH = 3;

const isIdName = (name: string) => name === 'id' || /[a-z](Id|Ids)$/.test(name);

/** A value for a String argument, by its name. */
function stringFor(name: string, values: ProbeValues): string {
  const n = name.toLowerCase();
  if (n.includes('email')) return values.email;
  if (n.includes('month')) return '2026-11';
  if (n.includes('year')) return '2026';
  if (n.includes('time') && !n.includes('date')) return '09:00';
  if (/(date|day|from|^to$|start|end|deadline|since|until|at$)/.test(n)) return '2026-11-20';
  if (n.includes('phone')) return '+201001234567';
  if (n.includes('url') || n.includes('link')) return 'https://example.com/probe';
  if (n.includes('color') || n.includes('colour')) return '#123456';
  return 'Isolation probe';
}

function intFor(name: string): number {
  const n = name.toLowerCase();
  if (n.includes('year')) return 2026;
  if (n.includes('month')) return 11;
  if (n === 'limit' || n.includes('perpage')) return 100;
  if (n === 'offset') return 0;
  return 1;
}

interface Built {
  value: unknown;
  upload?: boolean;
}

/** A value of `type` for the argument or input field `name` of `field` (null for an optional non-id one). */
function valueOf(type: GraphQLInputType, name: string, slot: Omit<IdSlot, 'name'>, values: ProbeValues, required: boolean, optionalIds: boolean): Built | null {
  if (isNonNullType(type)) return valueOf(type.ofType, name, slot, values, true, optionalIds);
  const idLike = isIdName(name);
  if (!required && !(idLike && optionalIds) && !isInputObjectType(getNamedType(type))) return null;
  if (isListType(type)) {
    const item = valueOf(type.ofType, name, slot, values, true, optionalIds);
    return item && { value: [item.value], upload: item.upload };
  }
  if (isInputObjectType(type)) {
    const object: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields()) as GraphQLInputField[]) {
      const v = valueOf(f.type, f.name, slot, values, false, optionalIds);
      if (v) object[f.name] = v.value;
    }
    return required || Object.keys(object).length ? { value: object } : null;
  }
  if (isEnumType(type)) return { value: type.getValues()[0].value };
  if (isScalarType(type)) {
    const id = () => values.idFor({ ...slot, name });
    switch (type.name) {
      case 'ID':
        return { value: id() };
      case 'Int':
        return { value: idLike ? Number(id()) : intFor(name) };
      case 'Float':
        return { value: 1 };
      case 'Boolean':
        return { value: false };
      case 'String':
        return { value: idLike ? id() : stringFor(name, values) };
      case 'Upload':
        return required ? { value: null, upload: true } : null;
    }
  }
  throw new Error(`no probe value for ${slot.field}(${name}: ${String(type)})`);
}

/** The scalar fields of `type` (with `__typename`), objects down to `depth`; fields that need arguments left out. */
function selectionOf(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return isScalarType(named) || isEnumType(named) ? '' : '{ __typename }';
  const parts = ['__typename'];
  for (const f of Object.values(named.getFields()) as GraphQLField<unknown, unknown>[]) {
    if (f.args.some((a) => isNonNullType(a.type))) continue;
    const inner = getNamedType(f.type);
    if (isScalarType(inner) || isEnumType(inner)) parts.push(f.name);
    else if (depth > 1 && isObjectType(inner)) parts.push(`${f.name} ${selectionOf(f.type, depth - 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

/**
 * Every Query and Mutation field of `schema` as a probe. `optionalIds`: optional id arguments (list filters) get an id
 * too; without, a list answers everything the caller may see.
 */
export function probesOf(schema: GraphQLSchema, values: ProbeValues, optionalIds = true): Probe[] {
  const probes: Probe[] = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {}) as GraphQLField<unknown, unknown>[]) {
      const answer = getNamedType(field.type).name;
      const slot = { field: field.name, answer };
      const variables: Record<string, unknown> = {};
      const uploads: string[] = [];
      const declared: string[] = [];
      const passed: string[] = [];
      for (const arg of field.args as GraphQLArgument[]) {
        const built = valueOf(arg.type, arg.name, slot, values, false, optionalIds);
        if (!built) continue;
        declared.push(`$${arg.name}: ${String(arg.type)}`);
        passed.push(`${arg.name}: $${arg.name}`);
        variables[arg.name] = built.value;
        if (built.upload) uploads.push(arg.name);
      }
      const name = `Isolation_${field.name}`;
      const head = declared.length ? `${kind} ${name}(${declared.join(', ')})` : `${kind} ${name}`;
      const call = passed.length ? `${field.name}(${passed.join(', ')})` : field.name;
      const document = `${head} { ${call} ${selectionOf(field.type, SELECTION_DEPTH)} }`;
      probes.push({ kind, field: field.name, answer, document, variables, uploads });
    }
  }
  return probes;
}
