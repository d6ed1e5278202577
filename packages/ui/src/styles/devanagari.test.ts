// @vitest-environment node
import { readFileSync } from "node:fs"

import { describe, expect, it } from "vitest"

import { devanagariFallbackCss, devanagariFallbackCssPath } from "../../scripts/font-fallback"

const sheet = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), "utf8")

describe("the Devanagari face of Hindi pages", () => {
  it("is its own style sheet: the site's sheet neither declares nor imports it", () => {
    const globals = sheet("globals.css")
    expect(globals).not.toMatch(/devanagari/i)
    expect(sheet("devanagari.css")).toContain('@import "./devanagari-fallback.css";')
  })

  it("stands after the brand's three families, and the rest of the stack is the site's", () => {
    const variable = (css: string, name: string) =>
      new RegExp(`--${name}:([^;]+);`).exec(css)?.[1]?.replace(/\s+/g, " ").trim()
    const globals = sheet("globals.css")
    // The sans stack is the brand's three families before the fallback stack, which Hindi extends.
    expect(variable(globals, "font-sans")).toBe(
      '"Plus Jakarta Sans Variable", "Plus Jakarta Sans Variable Latin", "Plus Jakarta Sans Variable Extras", var(--font-sans-fallback)',
    )
    expect(variable(sheet("devanagari.css"), "font-sans")).toBe(variable(globals, "font-sans"))
    expect(variable(sheet("devanagari.css"), "font-sans-fallback")).toBe(
      `"Noto Sans Devanagari Variable", "Noto Sans Devanagari Fallback", ${variable(globals, "font-sans-fallback")}`,
    )
  })

  it("is a subset woff2 of the Hindi range, under a third of the package's file", () => {
    const file = readFileSync(new URL("../assets/fonts/noto-sans-devanagari.woff2", import.meta.url))
    expect(file.subarray(0, 4).toString("latin1")).toBe("wOF2")
    // @fontsource's Devanagari file is 121,192 bytes; the cut is 61,476.
    expect(file.length).toBeLessThan(70_000)
    expect(sheet("devanagari.css")).toMatch(/unicode-range: U\+0901-0903, U\+0905-0939,/)
  })

  it("has the fallback the generator writes, over the same characters only", () => {
    expect(readFileSync(devanagariFallbackCssPath, "utf8")).toBe(devanagariFallbackCss())
    const range = (css: string) => /unicode-range:\s*([^;]+);/.exec(css)?.[1]
    expect(range(devanagariFallbackCss())).toBe(range(sheet("devanagari.css")))
    expect(devanagariFallbackCss()).toContain("ascent-override: 89.6%;")
  })
})
