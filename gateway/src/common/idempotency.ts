/**
 * Money mutations take an idempotency key (the web sends a fresh one per form submission and the same one on a
 * retry); it travels to the upstream as its `Idempotency-Key` header extension, which answers a retry with the first
 * answer and pays nothing twice. A SPEC §7-only backend ignores the header: there the key is forwarded without the
 * guarantee (docs/decisions/0127-idempotent-money-writes.md).
 */
import { Arg } from 'type-graphql';

export const idempotencyKeyArg = () =>
  Arg('idempotencyKey', () => String, {
    nullable: true,
    description:
      'Names this submission (1-255 visible characters, e.g. a UUID made when the form is submitted): a retry with the same key answers the first result and pays nothing twice. Needs the upstream extension Idempotency-Key; a SPEC §7-only backend ignores it',
  });

/** The header that carries the key, when there is one. */
export const idempotencyHeaders = (key: string | null | undefined): Record<string, string> | undefined => (key ? { 'Idempotency-Key': key } : undefined);
