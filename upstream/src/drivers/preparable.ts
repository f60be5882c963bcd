/**
 * Which SQL both drivers run as named prepared statements: plain reads and writes (SELECT, WITH, INSERT,
 * UPDATE, DELETE) of up to MAX_SQL_LENGTH characters. A bulk statement built for its row count would rarely repeat,
 * and anything else (DDL, BEGIN, several statements in one text) cannot or need not be prepared.
 */
const MAX_SQL_LENGTH = 10_000;
const PREPARABLE = /^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i;

export const preparable = (sql: string): boolean => sql.length <= MAX_SQL_LENGTH && PREPARABLE.test(sql);

/** SQLSTATE 0A000 with this text: DDL changed a prepared statement's result columns under it; prepare it again. */
export const isStalePlan = (error: unknown): boolean => /cached plan must not change result type/.test(String((error as Error | undefined)?.message));
