/**
 * Selection-aware relations: a list row often carries the few fields of a related object a screen asks for
 * (`employee_name` beside `employee_id`, the manager's name and e-mail, the policy's code and name). When the
 * GraphQL selection under the relation asks only for fields the row already carries, the relation is answered from
 * the row and costs no upstream call; otherwise it is loaded (batched) as usual.
 *
 *   fromRow(info, { id: String(row.employeeId), name: row.employeeName }, () => employeeById(ctx).load(row.employeeId));
 *
 * Relations by an id on the row are declared with kit/relations.ts (`relation`, `declareRelations`), which use this.
 */
import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Per field of a parsed document (executors hand every row of a list the same `fieldNodes` array, and Apollo keeps
 * one document per query text): a 25-row page asks for its relations' selections 75 times, walked once.
 */
const selectedByNodes = new WeakMap<readonly FieldNode[], ReadonlySet<string>>();

/**
 * Names of the fields the query selects directly under the current field, through inline fragments and fragment
 * spreads (whatever their type condition, which can only make the set larger, so the answer stays safe).
 */
export function selectedFields(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): ReadonlySet<string> {
  const nodes = info.fieldNodes as readonly FieldNode[];
  let names = selectedByNodes.get(nodes);
  if (!names) selectedByNodes.set(nodes, (names = walkSelection(info)));
  return names;
}

function walkSelection(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined) => {
    for (const sel of set?.selections ?? []) {
      if (sel.kind === Kind.FIELD) names.add(sel.name.value);
      else if (sel.kind === Kind.INLINE_FRAGMENT) walk(sel.selectionSet);
      else if (!seen.has(sel.name.value)) {
        seen.add(sel.name.value);
        walk(info.fragments[sel.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes as readonly FieldNode[]) walk(node.selectionSet);
  return names;
}

/** Whether every selected field (besides `__typename`) has a value in `embedded` (null counts as a value). */
export function coveredBy(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, embedded: object): boolean {
  const values = embedded as Record<string, unknown>;
  for (const name of selectedFields(info)) {
    if (name !== '__typename' && values[name] === undefined) return false;
  }
  return true;
}

/**
 * The related object: built from what the row carries when the selection needs nothing more, loaded otherwise.
 * `embedded` null (no link on the row) answers null without a call. What the row carries (`E`) and what the loader
 * answers (`L`, e.g. the contract's row) may differ in type: the GraphQL type reads either.
 */
export function fromRow<E extends object, L = E>(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  embedded: E | null,
  load: () => Promise<L | null>,
): E | L | null | Promise<L | null> {
  if (embedded === null) return null;
  return coveredBy(info, embedded) ? embedded : load();
}
