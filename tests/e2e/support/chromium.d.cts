export declare const SKIP_MESSAGE: string;
export declare function findChromium(): string | null;
