import { readFileSync } from "node:fs"

import { describe, expect, it } from "vitest"

import { devanagariLinks } from "./devanagari"

describe("the Devanagari face's links", () => {
  it("preload its one woff2 as a font, with the CORS mode a font fetch uses, in the built site", () => {
    const preloads = devanagariLinks(true).filter((link) => "rel" in link && link.rel === "preload")
    expect(preloads).toEqual([
      {
        rel: "preload",
        href: expect.stringMatching(/noto-sans-devanagari[^/]*\.woff2$/),
        as: "font",
        type: "font/woff2",
        crossOrigin: "anonymous",
      },
    ])
  })

  it("link the style sheet that declares the face, and preload nothing under the dev server", () => {
    expect(devanagariLinks(false)).toEqual([
      { rel: "stylesheet", href: expect.stringMatching(/devanagari[^/]*\.css$/) },
    ])
  })

  it("are not among the links every page has", () => {
    const root = readFileSync(new URL("../root.tsx", import.meta.url), "utf8")
    const links = /export const links[\s\S]*?\n\]/.exec(root)?.[0]
    expect(links).toBeDefined()
    expect(links).not.toMatch(/devanagari/i)
  })
})
