/**
 * Introspection is on, but only for signed-in callers: an operation that selects `__schema` or `__type`
 * at its root needs a valid token (Authorization header), otherwise UNAUTHENTICATED (HTTP 401).
 * Apollo Sandbox works once its connection settings carry `Authorization: Bearer <token>`.
 * `__typename` alone is not introspection and stays open.
 */
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Context } from './context';
import { ErrorCode } from './errors';

export const INTROSPECTION_MESSAGE = 'Sign in and send your token in the Authorization header to introspect the schema';

function selectsIntrospection(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): boolean {
  return selectionSet.selections.some((selection) => {
    if (selection.kind === Kind.FIELD) return selection.name.value === '__schema' || selection.name.value === '__type';
    if (selection.kind === Kind.INLINE_FRAGMENT) return selectsIntrospection(selection.selectionSet, fragments, seen);
    const name = selection.name.value;
    const fragment = fragments.get(name);
    if (!fragment || seen.has(name)) return false;
    seen.add(name);
    return selectsIntrospection(fragment.selectionSet, fragments, seen);
  });
}

/** Whether the operation introspects the schema (exported for tests). */
export function isIntrospection(document: DocumentNode, operationSelection: SelectionSetNode): boolean {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return selectsIntrospection(operationSelection, fragments);
}

const unauthenticatedIntrospection = () =>
  new GraphQLError(INTROSPECTION_MESSAGE, {
    extensions: { code: ErrorCode.UNAUTHENTICATED, http: { status: 401, headers: new HeaderMap() } },
  });

export const introspectionForSignedIn: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, operation, contextValue }) {
        if (!operation || !isIntrospection(document, operation.selectionSet)) return;
        if (!contextValue.rest.token) throw unauthenticatedIntrospection();
        try {
          await contextValue.currentUser();
        } catch {
          throw unauthenticatedIntrospection();
        }
      },
    };
  },
};
