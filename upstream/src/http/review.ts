/**
 * THE review kit: approving or rejecting (or waiving) something filed for review takes the same steps in every
 * domain, in this order, so the answers agree:
 *   1. the row the caller may review (`load`: 404 when missing, 403 when not theirs to review, in the domain's order);
 *   2. 403 when it is the caller's own (`own`);
 *   3. 409 when its status cannot take the move (`refuse`);
 *   4. the reviewer's comment (`comment`), 422 naming the field when the move needs one and has none;
 *   5. the guarded update (`update`, in one transaction: it moves the row only from the status it expects);
 *   6. the loser of a race (`update` answered false: someone moved or removed the row first): `lost` throws its 409/404;
 *   7. the answer.
 * Each domain states its words (messages, statuses, fields); the kit keeps the order.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../db';
import { HttpError, validationError } from './errors';

export type ReviewRequest = FastifyRequest<{ Params: { id: string } }>;

/** The past tense of the two common moves, as the messages use it ("can be approved", status 'rejected'). */
export const REVIEWED = { approve: 'approved', reject: 'rejected' } as const;

export interface ReviewFlow<Row, Move extends string> {
  /** The route of each move, e.g. (move) => `/leave_requests/:id/${move}`. */
  path: (move: Move) => string;
  moves: readonly Move[];
  load(request: ReviewRequest, move: Move): Promise<Row>;
  own?: { is(row: Row, request: ReviewRequest): boolean; message: string };
  /** Throws the 409 when `row` as loaded cannot take `move`. */
  refuse(row: Row, move: Move): void;
  comment?: {
    read(request: ReviewRequest): string | null | undefined;
    /** The moves that need a comment, and the 422 without one. */
    required?: { moves: readonly Move[]; field: string; message: string };
  };
  /** The guarded write; false when the row was no longer as `refuse` saw it. */
  update(tx: Tx, row: Row, move: Move, comment: string | null, request: ReviewRequest): Promise<boolean>;
  /** Throws what the loser of a race is told (409, or 404 when the row is gone). */
  lost(tx: Tx, row: Row, move: Move): Promise<never>;
  answer(request: ReviewRequest, row: Row): Promise<unknown>;
}

/** Declares one POST route per move (in the order of `moves`). */
export function reviewRoutes<Row, Move extends string>(app: FastifyInstance, flow: ReviewFlow<Row, Move>): void {
  for (const move of flow.moves) {
    app.post<{ Params: { id: string } }>(flow.path(move), async (request) => {
      const row = await flow.load(request, move);
      if (flow.own?.is(row, request)) throw new HttpError(403, flow.own.message);
      flow.refuse(row, move);
      const comment = flow.comment?.read(request) ?? null;
      const required = flow.comment?.required;
      if (required?.moves.includes(move) && !comment) throw validationError([{ field: required.field, message: required.message }]);
      await app.db.transaction(async (tx) => {
        if (!(await flow.update(tx, row, move, comment, request))) await flow.lost(tx, row, move);
      });
      return flow.answer(request, row);
    });
  }
}
