// Types for what TypeScript modules (vite.config.ts) import from headers.mjs.
export declare function dataApiOrigin(env?: Record<string, string | undefined>): string
