/// <reference types="node" />
// When a legal page's text last changed, from git: the check behind each page's "Last updated"
// (legal-dates.test.ts). Node only; the site never imports it.
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { dirname, relative } from "node:path"

import { dateInIndia } from "./dates"

/**
 * A legal file's text: its body without the frontmatter (whose date is what we check), with white
 * space collapsed, so re-wrapping or re-aligning a table does not count as a change of the text.
 */
export function legalText(raw: string): string {
  return raw
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, "")
    .replace(/\s+/g, " ")
    .trim()
}

export type TextChange =
  | { kind: "commit"; date: string; commit: string; subject: string }
  | { kind: "uncommitted"; date: string }
  /** Unchanged since the commit that created the file: its own date stands. */
  | { kind: "created"; commit: string }

function git(repo: string, args: string[]): string {
  return execFileSync("git", ["-C", repo, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })
}

function gitShow(repo: string, spec: string): string | undefined {
  try {
    return git(repo, ["show", spec])
  } catch {
    return undefined
  }
}

/**
 * The last change to `file`'s text: today if the working tree's text differs from the last
 * commit's, else the date (YYYY-MM-DD, as `git log --format=%cs` writes it) of the last commit
 * that changed the text, not just the frontmatter. The commit that created the file does not
 * count: whoever adds a page states its date.
 *
 * Throws, saying how to fix it, when there is no git history to read: not a git checkout, or a
 * shallow clone (CI must clone with the full history).
 */
export function lastTextChange(file: string, today: string = dateInIndia()): TextChange {
  const dir = dirname(file)
  let repo: string
  try {
    repo = git(dir, ["rev-parse", "--show-toplevel"]).trim()
  } catch {
    throw new Error(
      `${file}: no git history here, so its "Last updated" date cannot be checked. Run the tests in a git clone of the repository.`,
    )
  }
  if (git(repo, ["rev-parse", "--is-shallow-repository"]).trim() === "true")
    throw new Error(
      `${file}: this is a shallow clone, so its "Last updated" date cannot be checked against the file's history. Clone with the full history (git clone without --depth, or fetch-depth: 0 in CI), or run git fetch --unshallow.`,
    )
  const path = relative(repo, file)
  const committed = gitShow(repo, `HEAD:${path}`)
  if (committed === undefined || legalText(committed) !== legalText(readFileSync(file, "utf8")))
    return { kind: "uncommitted", date: today }
  const log = git(repo, ["log", "--format=%H %cs %s", "--", path]).trim().split("\n").filter(Boolean)
  for (const line of log) {
    const [commit = "", date = "", ...subject] = line.split(" ")
    const text = legalText(gitShow(repo, `${commit}:${path}`) ?? "")
    // A merge changed the text only if it differs from every parent's: a merge that takes one
    // branch's text dates nothing; the branch's own commit does.
    const parents = git(repo, ["rev-list", "--parents", "-n", "1", commit]).trim().split(" ").slice(1)
    const before = parents.map((parent) => gitShow(repo, `${parent}:${path}`))
    if (before.every((version) => version === undefined)) return { kind: "created", commit }
    if (before.every((version) => version === undefined || legalText(version) !== text))
      return { kind: "commit", date, commit, subject: subject.join(" ") }
  }
  throw new Error(`${file}: git has no commit of this file; commit it, or run the tests in a full clone.`)
}

/** Why a page's stated date is wrong for its last change, or undefined when it is right. */
export function staleDateProblem(stated: string, change: TextChange): string | undefined {
  if (change.kind === "created" || stated >= change.date) return undefined
  const when =
    change.kind === "uncommitted"
      ? `its text has uncommitted changes (today is ${change.date})`
      : `its text last changed on ${change.date} (${change.commit.slice(0, 7)} "${change.subject}")`
  return `says "updated: ${stated}" but ${when}: set updated: ${change.date} in its frontmatter`
}
