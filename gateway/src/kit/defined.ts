/**
 * The entries of an input that hold a value (null and undefined dropped), keyed as the input is: a partial update sends
 * only what changed, and the REST client still checks those keys against the contract.
 */
export function definedOnly<T extends object>(input: T): { [K in keyof T]?: NonNullable<T[K]> } {
  // Only entries of `input` are kept, each with a value: exactly the declared type.
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null)) as { [K in keyof T]?: NonNullable<T[K]> };
}
