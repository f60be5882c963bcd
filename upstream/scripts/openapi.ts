/**
 * Writes upstream/openapi.json from the route schemas (`npm run openapi`); test/openapi.test.ts fails when the
 * committed file differs from what the code generates.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '../src/http/openapiDocument';

export const OPENAPI_FILE = path.resolve(__dirname, '../openapi.json');

openApiDocument()
  .then((doc) => {
    fs.writeFileSync(OPENAPI_FILE, doc);
    console.log(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
  })
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
