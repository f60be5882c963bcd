/** Who reads a kind of someone's data: the person themself, or the roles SPEC §6 names (auth/fieldRules.ts). */
import type { Roles } from '../auth/roles';
import { FIELD_VIEWERS, type FieldKind } from '../auth/fieldRules';

export function mayRead(viewer: { id: number; roles: Roles }, ownerId: number, kind: FieldKind): boolean {
  return viewer.id === ownerId || FIELD_VIEWERS[kind].some((flag) => viewer.roles[flag]);
}
