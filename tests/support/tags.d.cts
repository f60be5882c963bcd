/** Types of tags.cjs (the test-file tags of `npm test`'s repeated runs). */
export interface Tags {
  spec?: string[];
  postgres?: string[];
}
export declare const ROOT: string;
export declare function tagsOf(file: string): Tags;
export declare function testFiles(dir: string): string[];
export declare function taggedFiles(dir: string, tag: 'spec' | 'postgres'): string[];
