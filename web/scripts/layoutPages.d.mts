/** Types of layoutPages.mjs for vite.config.ts. */
import type { Plugin } from 'vite';
export function layoutPages(layouts: Record<string, string>): Plugin;
