/**
 * Writes upstream/openapi.json from the route schemas, or to the path given as argument (the first step of
 * `npm run generate`, scripts/generate.ts, whose check fails when the committed file differs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '../src/http/openapiDocument';

export const OPENAPI_FILE = path.resolve(__dirname, '../openapi.json');

openApiDocument()
  .then((doc) => {
    const out = process.argv[2] ?? OPENAPI_FILE;
    fs.writeFileSync(out, doc);
    console.log(`wrote ${path.relative(process.cwd(), out)}`);
  })
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
