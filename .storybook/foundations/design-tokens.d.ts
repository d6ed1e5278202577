// The module tokens-plugin.ts builds from the CSS at build time.
declare module "virtual:design-tokens" {
  export const tokens: { name: string; value: string; source: "globals.css" | "tailwindcss"; hex?: string }[]
  /** How often the site's source uses each token's class (`text-title`: 6). */
  export const usage: Record<string, number>
  export const contrast: { text: string; background: string; ratio: number; aa: boolean; aaLarge: boolean }[]
}
