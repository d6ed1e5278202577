// How Paraglide compiles apps/web/messages, shared by the Vite plugin and `pnpm messages` (which
// typecheck and the unit tests run first). The locale is always passed to a message by the loader
// that calls it, from the page's address: no cookie, no browser language (decision 103).
export const paraglideOptions = {
  project: "./project.inlang",
  outdir: "./app/paraglide",
  strategy: ["baseLocale"],
  emitTsDeclarations: true,
  emitReadme: false,
} satisfies {
  project: string
  outdir: string
  strategy: "baseLocale"[]
  emitTsDeclarations: boolean
  emitReadme: boolean
}
