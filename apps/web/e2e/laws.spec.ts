// Every prerendered page, read as a visitor reads it, names no repealed law as current: the content
// test (packages/content/src/laws.test.ts) reads the content modules; this reads what the routes and
// the payroll rules add too (docs/decisions/065-law-register.md).
import { readdirSync, readFileSync } from "node:fs"
import { relative, resolve } from "node:path"

import { repealedAsCurrent, unregisteredLawNames } from "@repo/content/laws"
import { expect, test } from "@playwright/test"

const client = resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client")

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = resolve(dir, entry.name)
    if (entry.isDirectory()) return pages(path)
    return entry.name.endsWith(".html") ? [path] : []
  })
}

/** The text a visitor reads: no scripts, styles or tags; one line per element. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, "\n")
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&[a-z#0-9]+;/gi, " ")
}

const files = pages(client)

test("the build has its pages to read", () => {
  expect(files.length).toBeGreaterThan(20)
})

for (const file of files) {
  const path = `/${relative(client, file)}`
  test(`${path} names no repealed law as current, and only laws the register lists`, () => {
    const text = visibleText(readFileSync(file, "utf8"))
    expect(repealedAsCurrent(text, new Date()).map((mention) => mention.sentence)).toEqual([])
    expect(unregisteredLawNames(text)).toEqual([])
  })
}
