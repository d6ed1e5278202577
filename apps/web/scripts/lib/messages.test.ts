import { fileURLToPath } from "node:url"

import { describe, expect, it } from "vitest"

import { checkMessageFiles, missingMessages } from "./messages"

describe("message files", () => {
  it("names a message that one language has and the other lacks, in either direction", () => {
    expect(
      missingMessages({
        en: { $schema: "x", greeting: "Hello", only_en: "Apply" },
        hi: { $schema: "x", greeting: "नमस्ते", only_hi: "आवेदन करें" },
      }),
    ).toEqual(['en.json lacks "only_hi" (in hi.json)', 'hi.json lacks "only_en" (in en.json)'])
  })

  it("refuses an empty translation, which would show nothing on the page", () => {
    expect(missingMessages({ en: { a: "Apply" }, hi: { a: "" } })).toEqual([
      'hi.json: "a" is empty or not a string',
    ])
  })

  it("passes when every message is in every language", () => {
    expect(missingMessages({ en: { $schema: "x", a: "Apply" }, hi: { a: "आवेदन करें" } })).toEqual([])
  })

  it("finds the site's own files in agreement", () => {
    expect(checkMessageFiles(fileURLToPath(new URL("../../messages", import.meta.url)))).toEqual([])
  })
})
