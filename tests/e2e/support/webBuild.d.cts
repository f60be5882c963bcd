export declare const ROOT: string;
export declare const WEB_DIST: string;
/** Builds web/dist when missing or older than the web sources; true when it built. */
export declare function ensureWebBuilt(): boolean;
export declare function webDistIsStale(): boolean;
