/**
 * Scalars shared by every module. `Upload` follows the GraphQL multipart request spec (graphql-upload);
 * a resolver receives `Promise<FileUpload>` and passes it to `rest.post(path, { multipart: { files } })`.
 */
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import type { GraphQLScalarType } from 'graphql';

export const Upload: GraphQLScalarType = GraphQLUpload;
export type { FileUpload };
