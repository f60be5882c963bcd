/** Limits every layer enforces with the same number. */

/** Longest search term (the upstream refuses longer ones; the gateway refuses them before sending). */
export const SEARCH_MAX = 200;

/** The default upload limit in bytes (the upstream's body limit; the web's pickers refuse bigger files). */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * The documents people hand in (contracts, sick notes, employee documents), as file names end: what the upstream's
 * content check (upstream/src/http/sniff.ts) accepts.
 */
export const DOCUMENT_TYPES = ['.pdf', '.doc', '.docx', '.png', '.jpg', '.jpeg'] as const;
