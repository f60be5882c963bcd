/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation IdempotentAddBonus($input: BonusInput!, $key: String) { addBonus(input: $input, idempotencyKey: $key) { count items { id employeeId month amount } } }": typeof types.IdempotentAddBonusDocument,
    "query IdempotentBonuses($m: String) { bonuses(month: $m) { items { employeeId amount } } }": typeof types.IdempotentBonusesDocument,
    "query SessionMe { me { id name roles { teamLeader } access { routes } } }": typeof types.SessionMeDocument,
    "mutation SessionLogout { logout { message } }": typeof types.SessionLogoutDocument,
    "mutation SessionChangePassword($old: String!, $new: String!) { changePassword(oldPassword: $old, newPassword: $new) { message } }": typeof types.SessionChangePasswordDocument,
    "query SessionLeaveTypes { leaveTypes { count } }": typeof types.SessionLeaveTypesDocument,
    "mutation SessionLogin($e: String!, $p: String!) { login(email: $e, password: $p) { token } }": typeof types.SessionLoginDocument,
    "mutation SessionFire($id: ID!) { fireEmployee(id: $id) { message } }": typeof types.SessionFireDocument,
    "mutation SessionDemote($id: ID!) { updateEmployeeRole(id: $id, role: 0, roleTitle: \"Sales Agent\") { roleTitle } }": typeof types.SessionDemoteDocument,
    "mutation SessionLoginLogout($e: String!, $p: String!) { login(email: $e, password: $p) { token } logout { message } }": typeof types.SessionLoginLogoutDocument,
    "mutation StackLogin($email: String!, $password: String!) { login(email: $email, password: $password) { token } }": typeof types.StackLoginDocument,
};
const documents: Documents = {
    "mutation IdempotentAddBonus($input: BonusInput!, $key: String) { addBonus(input: $input, idempotencyKey: $key) { count items { id employeeId month amount } } }": types.IdempotentAddBonusDocument,
    "query IdempotentBonuses($m: String) { bonuses(month: $m) { items { employeeId amount } } }": types.IdempotentBonusesDocument,
    "query SessionMe { me { id name roles { teamLeader } access { routes } } }": types.SessionMeDocument,
    "mutation SessionLogout { logout { message } }": types.SessionLogoutDocument,
    "mutation SessionChangePassword($old: String!, $new: String!) { changePassword(oldPassword: $old, newPassword: $new) { message } }": types.SessionChangePasswordDocument,
    "query SessionLeaveTypes { leaveTypes { count } }": types.SessionLeaveTypesDocument,
    "mutation SessionLogin($e: String!, $p: String!) { login(email: $e, password: $p) { token } }": types.SessionLoginDocument,
    "mutation SessionFire($id: ID!) { fireEmployee(id: $id) { message } }": types.SessionFireDocument,
    "mutation SessionDemote($id: ID!) { updateEmployeeRole(id: $id, role: 0, roleTitle: \"Sales Agent\") { roleTitle } }": types.SessionDemoteDocument,
    "mutation SessionLoginLogout($e: String!, $p: String!) { login(email: $e, password: $p) { token } logout { message } }": types.SessionLoginLogoutDocument,
    "mutation StackLogin($email: String!, $password: String!) { login(email: $email, password: $password) { token } }": types.StackLoginDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IdempotentAddBonus($input: BonusInput!, $key: String) { addBonus(input: $input, idempotencyKey: $key) { count items { id employeeId month amount } } }"): (typeof documents)["mutation IdempotentAddBonus($input: BonusInput!, $key: String) { addBonus(input: $input, idempotencyKey: $key) { count items { id employeeId month amount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IdempotentBonuses($m: String) { bonuses(month: $m) { items { employeeId amount } } }"): (typeof documents)["query IdempotentBonuses($m: String) { bonuses(month: $m) { items { employeeId amount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SessionMe { me { id name roles { teamLeader } access { routes } } }"): (typeof documents)["query SessionMe { me { id name roles { teamLeader } access { routes } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionLogout { logout { message } }"): (typeof documents)["mutation SessionLogout { logout { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionChangePassword($old: String!, $new: String!) { changePassword(oldPassword: $old, newPassword: $new) { message } }"): (typeof documents)["mutation SessionChangePassword($old: String!, $new: String!) { changePassword(oldPassword: $old, newPassword: $new) { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SessionLeaveTypes { leaveTypes { count } }"): (typeof documents)["query SessionLeaveTypes { leaveTypes { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionLogin($e: String!, $p: String!) { login(email: $e, password: $p) { token } }"): (typeof documents)["mutation SessionLogin($e: String!, $p: String!) { login(email: $e, password: $p) { token } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionFire($id: ID!) { fireEmployee(id: $id) { message } }"): (typeof documents)["mutation SessionFire($id: ID!) { fireEmployee(id: $id) { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionDemote($id: ID!) { updateEmployeeRole(id: $id, role: 0, roleTitle: \"Sales Agent\") { roleTitle } }"): (typeof documents)["mutation SessionDemote($id: ID!) { updateEmployeeRole(id: $id, role: 0, roleTitle: \"Sales Agent\") { roleTitle } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionLoginLogout($e: String!, $p: String!) { login(email: $e, password: $p) { token } logout { message } }"): (typeof documents)["mutation SessionLoginLogout($e: String!, $p: String!) { login(email: $e, password: $p) { token } logout { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StackLogin($email: String!, $password: String!) { login(email: $email, password: $password) { token } }"): (typeof documents)["mutation StackLogin($email: String!, $password: String!) { login(email: $email, password: $password) { token } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;