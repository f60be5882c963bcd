/** The file a Vite module id names, with `/` separators and no query: what the build's antd transforms match on. */
export const moduleFile = (id: string): string => id.split('?')[0]!.replaceAll('\\', '/');
