// Types for the ESM-only graphql-upload 17 (it ships JSDoc, not .d.ts). Only what the gateway uses.
declare module 'graphql-upload/GraphQLUpload.mjs' {
  import type { GraphQLScalarType } from 'graphql';
  const GraphQLUpload: GraphQLScalarType;
  export default GraphQLUpload;
}

declare module 'graphql-upload/processRequest.mjs' {
  import type { Readable } from 'node:stream';
  export interface FileUpload {
    filename: string;
    mimetype: string;
    encoding: string;
    createReadStream(options?: { encoding?: BufferEncoding; highWaterMark?: number }): Readable;
  }
}

declare module 'graphql-upload/graphqlUploadExpress.mjs' {
  import type { RequestHandler } from 'express';
  export default function graphqlUploadExpress(options?: { maxFieldSize?: number; maxFileSize?: number; maxFiles?: number }): RequestHandler;
}
