// apollo-upload-client 20 ships JSDoc-typed .mjs files only; this declares the one entry point the web uses.
declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client/link';
  export interface UploadHttpLinkOptions {
    uri?: string;
    useGETForQueries?: boolean;
    fetch?: (input: string, init: RequestInit & Record<string, unknown>) => Promise<Response>;
    fetchOptions?: RequestInit;
    credentials?: string;
    headers?: Record<string, string>;
    includeExtensions?: boolean;
    includeUnusedVariables?: boolean;
  }
  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: UploadHttpLinkOptions);
  }
}
