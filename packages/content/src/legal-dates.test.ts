/// <reference types="node" />
import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

import { afterAll, describe, expect, it } from "vitest"

import { legalSlugs } from "./legal"
import { legalDocuments } from "./legal-documents"
import { lastTextChange, legalText, staleDateProblem } from "./legal-history"

const legalFile = (slug: string) => fileURLToPath(new URL(`./legal/${slug}.md`, import.meta.url))

describe("a legal page's Last updated", () => {
  it.each(legalSlugs.map((slug) => [slug] as const))(
    "%s states a date no earlier than the last change to its text (git, or the working tree)",
    (slug) => {
      const doc = legalDocuments.find((entry) => entry.slug === slug)!
      const change = lastTextChange(legalFile(slug))
      expect(staleDateProblem(doc.updated, change), `src/legal/${slug}.md`).toBeUndefined()
    },
  )

  it("the privacy and cookie policies carry their change of November 2026; the terms keep March 15, 2025", () => {
    const dates = Object.fromEntries(legalDocuments.map((doc) => [doc.slug, doc.updated]))
    expect(dates["privacy-policy"]! >= "2026-11-25").toBe(true)
    expect(dates["cookie-policy"]! >= "2026-11-25").toBe(true)
    expect(dates["terms-of-service"]! >= "2025-03-15").toBe(true)
  })
})

describe("the check against git", () => {
  const repo = mkdtempSync(join(tmpdir(), "legal-dates-"))
  const file = join(repo, "privacy-policy.md")
  const page = (updated: string, body: string) =>
    `---\ntitle: "Privacy Policy"\nupdated: ${updated}\n---\n\n${body}\n`
  const run = (args: string[], date?: string) =>
    execFileSync("git", ["-C", repo, ...args], {
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "Test",
        GIT_AUTHOR_EMAIL: "test@example.com",
        GIT_COMMITTER_NAME: "Test",
        GIT_COMMITTER_EMAIL: "test@example.com",
        ...(date ? { GIT_AUTHOR_DATE: `${date}T10:00:00Z`, GIT_COMMITTER_DATE: `${date}T10:00:00Z` } : {}),
      },
      encoding: "utf8",
    })
  const commit = (updated: string, body: string, date: string, subject: string) => {
    writeFileSync(file, page(updated, body))
    run(["add", "."])
    run(["commit", "-q", "-m", subject], date)
  }
  afterAll(() => rmSync(repo, { recursive: true, force: true }))

  it("fails a page whose text changed after its stated date, allows a change on the same day", () => {
    run(["init", "-q"])
    commit("2025-03-15", "We keep logs for 90 days.", "2026-11-22", "Add the policy")
    // The first version states its own date.
    expect(lastTextChange(file, "2026-11-30")).toMatchObject({ kind: "created" })
    expect(staleDateProblem("2025-03-15", lastTextChange(file, "2026-11-30"))).toBeUndefined()

    // The text changes and the date does not move: that fails, naming the commit and the fix.
    commit("2025-03-15", "We keep logs for 180 days.", "2026-11-25", "Keep logs for 180 days")
    const change = lastTextChange(file, "2026-11-30")
    expect(change).toMatchObject({ kind: "commit", date: "2026-11-25", subject: "Keep logs for 180 days" })
    expect(staleDateProblem("2025-03-15", change)).toMatch(
      /says "updated: 2025-03-15" but its text last changed on 2026-11-25 .*"Keep logs for 180 days"\): set updated: 2026-11-25/,
    )
    // The same day passes.
    expect(staleDateProblem("2026-11-25", change)).toBeUndefined()

    // Moving only the date is not a change of the text.
    commit("2026-11-25", "We keep logs for 180 days.", "2026-11-26", "Date the policy")
    expect(lastTextChange(file, "2026-11-30")).toMatchObject({ kind: "commit", date: "2026-11-25" })
    // Nor is re-wrapping it.
    commit("2026-11-25", "We keep logs\nfor 180 days.", "2026-11-27", "Wrap the policy")
    expect(lastTextChange(file, "2026-11-30")).toMatchObject({ kind: "commit", date: "2026-11-25" })
  })

  it("dates a change merged from a branch by the branch's commit, not the merge", () => {
    run(["checkout", "-q", "-b", "law"])
    commit(
      "2026-11-25",
      "We keep logs for 180 days and résumés for a year.",
      "2026-11-26",
      "Say how long résumés are kept",
    )
    run(["checkout", "-q", "-"])
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace('title: "Privacy Policy"', 'title: "Privacy policy"'),
    )
    run(["commit", "-qam", "Retitle the policy"], "2026-11-27")
    run(["merge", "-q", "--no-ff", "--no-edit", "law"], "2026-11-28")
    const change = lastTextChange(file, "2026-11-30")
    expect(change).toMatchObject({
      kind: "commit",
      date: "2026-11-26",
      subject: "Say how long résumés are kept",
    })
    expect(staleDateProblem("2026-11-26", change)).toBeUndefined()
  })

  it("compares an edit not yet committed with today", () => {
    writeFileSync(file, page("2026-11-26", "We keep logs for 180 days, and résumés for 12 months."))
    const change = lastTextChange(file, "2026-11-30")
    expect(change).toEqual({ kind: "uncommitted", date: "2026-11-30" })
    expect(staleDateProblem("2026-11-26", change)).toMatch(/uncommitted changes \(today is 2026-11-30\)/)
    expect(staleDateProblem("2026-11-30", change)).toBeUndefined()
    run(["checkout", "--", "."])
  })

  it("says plainly when there is no history to check against", () => {
    const shallow = mkdtempSync(join(tmpdir(), "legal-dates-shallow-"))
    try {
      execFileSync("git", ["clone", "-q", "--depth", "1", `file://${repo}`, shallow])
      expect(() => lastTextChange(join(shallow, "privacy-policy.md"))).toThrow(
        /shallow clone.*fetch --unshallow/,
      )
    } finally {
      rmSync(shallow, { recursive: true, force: true })
    }
    const bare = mkdtempSync(join(tmpdir(), "legal-dates-nogit-"))
    try {
      writeFileSync(join(bare, "privacy-policy.md"), readFileSync(file, "utf8"))
      expect(() => lastTextChange(join(bare, "privacy-policy.md"))).toThrow(/no git history here/)
    } finally {
      rmSync(bare, { recursive: true, force: true })
    }
  })

  it("reads the text without its frontmatter or its line breaks", () => {
    expect(legalText(page("2026-11-25", "One\ntwo  three"))).toBe("One two three")
  })
})
