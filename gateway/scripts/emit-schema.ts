/**
 * `npm run schema`: writes the gateway's schema (sorted SDL) to /schema.graphql, the file the web's codegen
 * reads and gateway/test/schema.test.ts compares against.
 */
import fs from 'node:fs';
import path from 'node:path';
import { printGatewaySchema } from '../src/schema';

export const SCHEMA_FILE = path.resolve(__dirname, '../../schema.graphql');

printGatewaySchema()
  .then((sdl) => {
    fs.writeFileSync(SCHEMA_FILE, sdl);
    console.log(`Wrote ${path.relative(process.cwd(), SCHEMA_FILE) || SCHEMA_FILE}`);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
