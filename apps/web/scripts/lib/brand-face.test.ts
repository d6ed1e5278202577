import { describe, expect, it } from "vitest"

import { faceFilesAfterPaint } from "./brand-face"

const core =
  "@font-face{font-family:Plus Jakarta Sans Variable;font-style:normal;font-display:swap;font-weight:400 800;" +
  'src:url(/assets/core-A1.woff2)format("woff2-variations");unicode-range:U+20-7E,U+A0}'
const latin =
  "@font-face{font-family:Plus Jakarta Sans Variable Latin;font-style:normal;font-display:swap;font-weight:400 800;" +
  'src:url(/assets/latin-B2.woff2)format("woff2-variations");unicode-range:U+A1-A8}'
const extras =
  "@font-face{font-family:Plus Jakarta Sans Variable Extras;font-display:swap;" +
  'src:url(data:font/woff2;base64,d09G)format("woff2-variations");unicode-range:U+20B9}'
const fallback =
  "@font-face{font-family:Plus Jakarta Sans Fallback Arial;src:local(Arial),local(ArialMT);size-adjust:104.98%}"
const sheet = `${fallback}${core}${latin}${extras}body{font-family:var(--font-sans)}`

describe("faceFilesAfterPaint", () => {
  const split = faceFilesAfterPaint(sheet, "Plus Jakarta Sans Variable")!

  it("takes the file and data: faces out of what a scripted page paints with", () => {
    const painted = split.sheet.replace(/@media \(scripting:none\)\{.*\}$/, "")
    expect(painted).not.toContain("/assets/core-A1.woff2")
    expect(painted).not.toContain("/assets/latin-B2.woff2")
    expect(painted).not.toContain("base64")
    // A local() face costs nothing, and stays.
    expect(painted).toContain(fallback)
    expect(painted).toContain("body{font-family:var(--font-sans)}")
  })

  it("keeps the faces for a page without scripts", () => {
    expect(split.sheet).toContain(`@media (scripting:none){${core}${latin}${extras}}`)
  })

  it("adds a data: face from its bytes in a script for <head>, the whole data: URL read", () => {
    expect(split.inline).toEqual([
      {
        family: "Plus Jakarta Sans Variable Extras",
        base64: "d09G",
        descriptors: { display: "swap", unicodeRange: "U+20B9" },
      },
    ])
    const added: { family: string; bytes: number[]; descriptors: object }[] = []
    class FakeFace {
      constructor(family: string, bytes: Uint8Array, descriptors: object) {
        added.push({ family, bytes: [...bytes], descriptors })
      }
    }
    new Function("FontFace", "document", "atob", split.headScript)(
      FakeFace,
      { fonts: { add: () => {} } },
      (text: string) => Buffer.from(text, "base64").toString("latin1"),
    )
    // "d09G" is the first three bytes of a WOFF2 file: "wOF".
    expect(added).toEqual([
      {
        family: "Plus Jakarta Sans Variable Extras",
        bytes: [0x77, 0x4f, 0x46],
        descriptors: { display: "swap", unicodeRange: "U+20B9" },
      },
    ])
  })

  it("writes no script for <head> when the sheet has no data: face", () => {
    expect(faceFilesAfterPaint(`${core}${latin}`, "Plus Jakarta Sans Variable")!.headScript).toBe("")
  })

  it("gives the script each face with its descriptors, as FontFace takes them", () => {
    expect(split.faces).toEqual([
      {
        family: "Plus Jakarta Sans Variable",
        source: 'url(/assets/core-A1.woff2)format("woff2-variations")',
        descriptors: { style: "normal", weight: "400 800", display: "swap", unicodeRange: "U+20-7E,U+A0" },
      },
      {
        family: "Plus Jakarta Sans Variable Latin",
        source: 'url(/assets/latin-B2.woff2)format("woff2-variations")',
        descriptors: { style: "normal", weight: "400 800", display: "swap", unicodeRange: "U+A1-A8" },
      },
    ])
  })

  it("loads the core cut, then adds every face", () => {
    expect(split.script).toContain(
      "await faces[0].load();\n  for (const face of faces) document.fonts.add(face);",
    )
    expect(faceFilesAfterPaint(`${latin}${core}`, "Plus Jakarta Sans Variable")!.script).toContain(
      "await faces[1].load();",
    )
    expect(split.script).toMatch(/\}\)\(\)\.catch\(\(\) => \{\}\);$/)
  })

  it("finds nothing to do when the sheet has no file face for the core family", () => {
    expect(faceFilesAfterPaint(`${fallback}${extras}`, "Plus Jakarta Sans Variable")).toBeUndefined()
  })
})
