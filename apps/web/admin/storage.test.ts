// What the content editor keeps in the browser (issue 41): the cookie policy lists it from
// packages/content/src/storage.ts, and this checks that list against the editor actually installed,
// so a Decap upgrade that stores something new fails here until the policy says so.
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"

import { describe, expect, it } from "vitest"

import { editorStorage } from "../../../packages/content/src/storage.ts"

const require = createRequire(import.meta.url)
const bundle = readFileSync(require.resolve("decap-cms/dist/decap-cms.js"), "utf8")
const listed = editorStorage.flatMap((item) => item.name.split(", "))

// A Decap string literal that looks like a storage key but is the label of the GitHub issues that
// hold editorial notes (not used by this site's configuration).
const notStorage = new Set(["decap-cms-notes"])
// Keys for sign-in methods this site does not configure (PKCE, Netlify Identity's git-gateway).
const otherBackends = new Set(["decap-cms-pkce-verifier-code", "netlifySiteURL"])

describe("the content editor's browser storage", () => {
  it("is the editor this list was written against", () => {
    const { version } = JSON.parse(readFileSync(require.resolve("decap-cms/package.json"), "utf8")) as {
      version: string
    }
    expect(version).toBe("3.16.3")
  })

  it.each(listed.filter((name) => !name.includes("<")))("%s is a key the installed editor uses", (name) => {
    expect(bundle).toContain(`"${name}"`)
  })

  it("keeps entry backups under backup.<collection>.<entry>", () => {
    expect(bundle).toMatch(/const n="backup";return e\?`\$\{n\}\.\$\{e\}/)
  })

  it("uses no cms or decap-cms key the cookie policy does not list", () => {
    const keys = new Set([...bundle.matchAll(/"(cms\.[\w.-]+|decap-cms[.-][\w.-]+)"/g)].map((hit) => hit[1]!))
    const unlisted = [...keys].filter(
      (key) => !listed.includes(key) && !notStorage.has(key) && !otherBackends.has(key),
    )
    // The code widget's settings: this site's collections have no code field.
    expect(unlisted.sort()).toEqual(["cms.codemirror.keymap", "cms.codemirror.theme"])
  })
})
