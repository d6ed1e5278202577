// The module tokens-plugin.ts builds from the CSS at build time.
declare module "virtual:design-tokens" {
  export const tokens: { name: string; value: string; source: "globals.css" | "tailwindcss" }[]
  export const contrast: { text: string; background: string; ratio: number; aa: boolean; aaLarge: boolean }[]
}
