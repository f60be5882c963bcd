import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { printGatewaySchema } from '../src/schema';

const SCHEMA_FILE = path.resolve(__dirname, '../../schema.graphql');

describe('schema.graphql', () => {
  it('is the schema the code builds (else: run `npm run schema`)', async () => {
    const committed = fs.existsSync(SCHEMA_FILE) ? fs.readFileSync(SCHEMA_FILE, 'utf8') : '';
    const current = await printGatewaySchema();
    if (committed !== current) {
      throw new Error('schema.graphql is stale or missing: run `npm run schema` and commit the file');
    }
    expect(committed).toBe(current);
  });
});
