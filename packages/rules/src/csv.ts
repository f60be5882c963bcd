/**
 * The OWASP "CSV Injection" guard of every CSV this product writes, whichever layer writes it:
 * - text a spreadsheet would run — starting with = + - @ tab or carriage return, possibly behind quotes (`'=x`) — gets
 *   one more leading quote (and writers always double-quote it);
 * - plain numbers stay numbers (`-5`, `-0.5`): they cannot run, and `'-5` would turn a number into text; `-5+A1` is
 *   guarded;
 * - importers drop one leading quote before a trigger (`unguardCell`), so export -> import gives every value back.
 */

/** Text a spreadsheet would evaluate: a formula trigger, possibly behind quotes added earlier. */
const FORMULA = /^'*[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** A cell guardCell changed: a quote, then a trigger (behind more quotes). */
export const GUARDED_CELL = /^'+[=+\-@\t\r]/;

/** The guard for one cell: `=1+1` -> `'=1+1`; numbers such as `-5` unchanged. */
export function guardCell(text: string): string {
  return FORMULA.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** Undoes guardCell on import: one leading quote before a trigger goes. */
export function unguardCell(text: string): string {
  return GUARDED_CELL.test(text) ? text.slice(1) : text;
}
