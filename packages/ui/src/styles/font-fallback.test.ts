// @vitest-environment node
import { readFileSync } from "node:fs"

import { describe, expect, it } from "vitest"

import { fallbackCssPath, fontFallbackCss } from "../../scripts/font-fallback"

const globals = readFileSync(new URL("./globals.css", import.meta.url), "utf8")

describe("the brand face's metric-matched fallbacks", () => {
  it("are the faces the generator writes from @capsizecss/metrics today", () => {
    expect(readFileSync(fallbackCssPath, "utf8")).toBe(fontFallbackCss())
  })

  it("stand in the sans stack after the brand's three families and before the system faces", () => {
    const variable = (name: string) =>
      new RegExp(`--${name}:([^;]+);`).exec(globals)?.[1]?.replace(/\s+/g, " ").trim()
    expect(variable("font-sans")).toBe(
      '"Plus Jakarta Sans Variable", "Plus Jakarta Sans Variable Latin", "Plus Jakarta Sans Variable Extras", var(--font-sans-fallback)',
    )
    expect(variable("font-sans-fallback")).toMatch(
      /^"Plus Jakarta Sans Fallback Arial", "Plus Jakarta Sans Fallback Roboto", ui-sans-serif/,
    )
    expect(globals).toContain('@import "./font-fallback.css";')
  })

  it("shrink nothing: each face scales the fallback up to the brand face's width", () => {
    const sizes = [...fontFallbackCss().matchAll(/size-adjust: ([\d.]+)%/g)].map((match) => Number(match[1]))
    expect(sizes).toHaveLength(2)
    for (const size of sizes) expect(size).toBeGreaterThan(100)
  })
})
