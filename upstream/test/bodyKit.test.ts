/** Unit tests of the body kit's guards (http/schema.ts Body, UploadBody, RowsBody) and http/errors.ts joinErrors. */
import { describe, expect, it } from '@jest/globals';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { HttpError, conflictError, joinErrors, validationError } from '../src/http/errors';
import { Body, Field, RowsBody, UploadBody, rowsOf } from '../src/http/schema';

const requestWith = (body: unknown) => ({ body }) as FastifyRequest;
const thrownBy = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return undefined;
};

describe('Body', () => {
  it('refuses, at declaration, a property not built with Field', () => {
    expect(() => Body({ name: Field.text('Name'), raw: Type.String() })).toThrow('Body: property raw was not built by Field.x()');
    expect(() => RowsBody('Rows', 'rows', { raw: Type.String() })).toThrow('RowsBody: property raw was not built by Field.x()');
  });

  it('marks Field bodies as checked by the schema', () => {
    expect(Body({ name: Field.text('Name') }, 'thing')).toMatchObject({ 'x-checked-by': 'schema' });
  });
});

describe('UploadBody', () => {
  it('documents one required file part, in `file` or the named field', () => {
    const json = (schema: object) => JSON.parse(JSON.stringify(schema));
    expect(json(UploadBody())).toMatchObject({
      required: ['file'],
      properties: { file: { contentEncoding: 'binary', 'x-field': { kind: 'file', label: 'File' } } },
    });
    expect(json(UploadBody('The contract', 'contract'))).toMatchObject({
      required: ['contract'],
      properties: { contract: { description: 'The contract', 'x-field': { kind: 'file', label: 'Contract', required: true } } },
    });
  });
});

describe('RowsBody / rowsOf', () => {
  const Rows = RowsBody('Things', 'things', { name: Field.text('Name', { required: true }) }, 'thing');

  it('reads the list, or the one record (wrapped or flat); non-records become empty records', () => {
    expect(rowsOf(requestWith({ things: [{ name: 'a' }, 'x', null] }), Rows)).toEqual([{ name: 'a' }, {}, {}]);
    expect(rowsOf(requestWith({ thing: { name: 'b' } }), Rows)).toEqual([{ name: 'b' }]);
    expect(rowsOf(requestWith({ name: 'c' }), Rows)).toEqual([{ name: 'c' }]);
    expect(rowsOf(requestWith(null), Rows)).toEqual([{}]);
  });

  it('answers an empty list with the 422 naming the key', () => {
    const error = thrownBy(() => rowsOf(requestWith({ things: [] }), Rows)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.body).toEqual({ message: 'Things is required', errors: [{ field: 'things', message: 'Things is required' }] });
  });
});

describe('joinErrors', () => {
  const errors = [
    { field: 'RES_ID', message: 'RES ID has already been taken' },
    { field: 'email', message: 'Email has already been taken' },
  ];

  it('joins messages with ", " (or the given separator)', () => {
    expect(joinErrors(errors)).toBe('RES ID has already been taken, Email has already been taken');
    expect(joinErrors(errors, '; ')).toBe('RES ID has already been taken; Email has already been taken');
    expect(joinErrors([])).toBe('');
  });

  it('is the message of a 422 and of a 409', () => {
    expect(validationError(errors).body).toEqual({ message: joinErrors(errors), errors });
    expect(conflictError(errors)).toMatchObject({ status: 409, message: joinErrors(errors), errors });
  });
});
