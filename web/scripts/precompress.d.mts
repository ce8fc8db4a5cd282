/** Types of precompress.mjs for vite.config.ts. */
export function precompress(dir: string): { files: number; identity: number; br: number; gzip: number };
