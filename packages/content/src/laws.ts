/**
 * The register of the law: every Act, Code, rule and direction the site names, with its status,
 * its dates and an official source: one file an entry, src/laws/<id>.json, that the firm's compliance
 * team edits at /admin (law-entry.ts checks them). Pages name a law through `cite` (a law in force) or
 * `formerly` (a law since replaced), so a repeal is one edit of a file and a failing test, not a hunt
 * through pages. `laws.test.ts` runs `repealedAsCurrent` over every page's text.
 */
import { formatIsoDate } from "./dates"
import { entriesOf, entryFilesOnDisk, type EntryFiles } from "./entries"

/** An ISO date, `YYYY-MM-DD`. */
export type IsoDate = `${number}-${number}-${number}`

export type LawKind = "code" | "act" | "rules" | "scheme" | "directions" | "state law"

/** As of the entry's `reviewedOn`. `statusOn` works it out for any other day from the dates. */
export type LawStatus = "in force" | "partly in force" | "notified, not yet in force" | "repealed"

export type LawSource = {
  /** An official page or document: India Code, the Gazette, a ministry, a department, a regulator. */
  url: string
  /** What to look for there: the notification number, the section, the date. */
  citation: string
}

export type Law = {
  /** As the site names it in running text, without "the": "Code on Wages, 2019". */
  name: string
  /** The formal title, with the Act's number where it has one. */
  title: string
  /** The short form for a historical mention: "Contract Labour Act". */
  shortName: string
  /** Other ways a page may write it; the check looks for these as well as `name` and `shortName`. */
  aliases?: readonly string[]
  kind: LawKind
  status: LawStatus
  /**
   * The day it (or its first part) came into force. Checked against the notification for every law
   * dated 2013 or later; for older Acts it is the commencement as commonly cited, which no check
   * here depends on (only the dates of repeal decide what a page may call current).
   */
  inForceFrom: IsoDate
  /** The law that replaced it (its id in this register), from when, and the provision that did it. */
  replacedBy?: { id: string; from: IsoDate; by: string }
  source: LawSource
  /** What a reader should know: phased commencement, what is not yet settled. */
  note?: string
  /**
   * The day someone last checked this entry against its source. The build lists entries not
   * reviewed for `reviewIntervalDays` (`lawsDueForReview`), so a stale register is seen, not found.
   */
  reviewedOn: IsoDate
}

/** How long an entry may go unreviewed before the build lists it. */
export const reviewIntervalDays = 90

// One file an entry, src/laws/<id>.json, edited in /admin (entries.ts), checked by the build
// (check-entries.ts).
const lawFiles: EntryFiles = import.meta.env
  ? import.meta.glob("./laws/*.json", { eager: true, import: "default" })
  : entryFilesOnDisk("laws")

/** The register, by id (its file's name). */
export const laws: Readonly<Record<string, Law>> = entriesOf<Law>(lawFiles)

/** A law's id: the name of its file in src/laws. */
export type LawId = string

export const lawIds: readonly LawId[] = Object.keys(laws)

/** The day the statuses were last checked against their dates: the latest review of any entry. */
export const lawsCheckedOn: IsoDate = Object.values(laws)
  .map((law) => law.reviewedOn)
  .reduce((latest, day) => (day > latest ? day : latest))

export function isLawId(id: string): id is LawId {
  return Object.hasOwn(laws, id)
}

export function lawOf(id: LawId): Law {
  if (!isLawId(id)) throw new Error(`"${id}" is not in the register (src/laws/${id}.json)`)
  return laws[id]!
}

function isoDay(date: Date | IsoDate): IsoDate {
  return (typeof date === "string" ? date : date.toISOString().slice(0, 10)) as IsoDate
}

/** The law's status on a day, from its dates: what `status` says for `lawsCheckedOn`. */
export function statusOn(id: LawId, date: Date | IsoDate): LawStatus {
  const law = lawOf(id)
  const day = isoDay(date)
  if (law.replacedBy && day >= law.replacedBy.from) return "repealed"
  if (day < law.inForceFrom) return "notified, not yet in force"
  return law.status === "repealed" ? "in force" : law.status
}

/** A law in force, named as a sentence names it: "the Code on Wages, 2019". */
export function cite(id: LawId): string {
  const law = lawOf(id)
  if (law.status === "repealed") throw new Error(`${law.name} is repealed: name it with formerly("${id}")`)
  return `the ${law.name}`
}

/** A law in force by its short name: "the OSH Code, 2020". */
export function citeShort(id: LawId): string {
  cite(id)
  return `the ${lawOf(id).shortName}`
}

/** A law in force at the start of a sentence or as a heading: "The Code on Wages, 2019". */
export function citeTitle(id: LawId): string {
  const named = cite(id)
  return `T${named.slice(1)}`
}

function replacementOf(id: LawId): Law {
  const replacedBy = lawOf(id).replacedBy
  if (!replacedBy) throw new Error(`${lawOf(id).name} has not been replaced: name it with cite("${id}")`)
  if (!isLawId(replacedBy.id))
    throw new Error(`${id} is replaced by ${replacedBy.id}, which the register lacks`)
  return lawOf(replacedBy.id)
}

/** A law since replaced, named with what replaced it: "the Contract Labour Act (now the OSH Code, 2020)". */
export function formerly(id: LawId): string {
  return `the ${lawOf(id).shortName} (now the ${replacementOf(id).shortName})`
}

/** Several laws one law replaced: "the Factories Act and the Contract Labour Act (both now the OSH Code, 2020)". */
export function formerlyAll(ids: readonly [LawId, LawId, ...LawId[]]): string {
  const replacements = new Set(ids.map((id) => replacementOf(id).shortName))
  if (replacements.size !== 1)
    throw new Error(`formerlyAll needs laws replaced by one law: ${ids.join(", ")}`)
  const names = ids.map((id) => `the ${lawOf(id).shortName}`)
  const list = `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`
  return `${list} (${ids.length === 2 ? "both" : "all"} now the ${[...replacements][0]})`
}

/**
 * The Acts a law replaced, dated: "Minimum Wages Act, 1948 (repealed 21 November 2025)". All of
 * them must have been repealed on the same day.
 */
export function repealed(ids: readonly [LawId, ...LawId[]]): string {
  const days = new Set(ids.map((id) => lawOf(id).replacedBy?.from))
  const [day] = days
  if (days.size !== 1 || !day) throw new Error(`repealed needs laws repealed on one day: ${ids.join(", ")}`)
  const names = ids.map((id) => lawOf(id).name)
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`
  return `${list} (repealed ${lawDate(day)})`
}

/** "21 November 2025", as the site writes a date in running text. */
export function lawDate(date: IsoDate): string {
  return formatIsoDate(date)
}

export type RepealedMention = {
  id: LawId
  /** The words as the text has them. */
  match: string
  /** The sentence around them. */
  sentence: string
}

// A sentence that names a repealed law only as history: it says so in words, or gives the date it ended.
const historicalCue =
  /\b(repealed|replaced|replacing|superseded|subsumed|consolidat\w*|formerly|was in force|carried into)\b|\((?:(?:both|all) )?(?:now|since)\b|\b(?:until|before|till|up to)\s+\d{1,2}\s+[A-Z][a-z]+\s+\d{4}/i

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}

function namesOf(law: Law): string[] {
  const base = law.name.replace(/,\s*\d{4}$/, "")
  // "Income-tax Act" alone could be the 1961 Act or the 2025 one: only the named year tells.
  const shared = Object.values(laws as Record<string, Law>).some(
    (other) => other !== law && other.name.startsWith(`${base},`),
  )
  return [...new Set([law.name, ...(shared ? [] : [base]), law.shortName, ...(law.aliases ?? [])])].sort(
    (a, b) => b.length - a.length,
  )
}

/** Whether the sentence dates itself to a financial year that began while the law was in force: "FY 2025-26". */
function inEarlierYear(sentence: string, law: Law): boolean {
  const until = law.replacedBy?.from
  if (!until) return false
  return [...sentence.matchAll(/\b(20\d\d)-\d\d\b/g)].some((year) => `${year[1]}-04-01` < until)
}

/** The sentence of `text` around `index`. */
function sentenceAt(text: string, index: number, length: number): string {
  // A full stop ends a sentence unless it closes an abbreviation: "S.O. 1420(E)", "No. 20(3)".
  const boundary = /(?<!\b[A-Z]|\bNo)[.!?](?=\s|$)|\n/g
  let start = 0
  let end = text.length
  for (const hit of text.matchAll(boundary)) {
    if (hit.index < index) start = hit.index + 1
    else if (hit.index >= index + length) {
      end = hit.index + 1
      break
    }
  }
  return text.slice(start, end).trim()
}

/**
 * Every place `text` names a law that was repealed on `asOf` as if it were current: a mention
 * passes only when its sentence marks it as history ("(now the OSH Code, 2020)", "repealed",
 * "until 21 November 2025").
 */
export function repealedAsCurrent(text: string, asOf: Date | IsoDate): RepealedMention[] {
  const found: RepealedMention[] = []
  for (const id of lawIds) {
    if (statusOn(id, asOf) !== "repealed") continue
    const pattern = new RegExp(
      `(?<![\\w'])(?:${namesOf(lawOf(id)).map(escapeRegExp).join("|")})(?:,?\\s+(\\d{4}))?(?![\\w'])`,
      "gi",
    )
    const year = /(\d{4})$/.exec(lawOf(id).name)?.[1]
    for (const hit of text.matchAll(pattern)) {
      // "the Income-tax Act, 2025" is another law than "the Income-tax Act, 1961".
      if (year && hit[1] && hit[1] !== year) continue
      const sentence = sentenceAt(text, hit.index, hit[0].length)
      if (!historicalCue.test(sentence) && !inEarlierYear(sentence, lawOf(id)))
        found.push({ id, match: hit[0], sentence })
    }
  }
  return found
}

const knownNames = lawIds
  .flatMap((id) => namesOf(lawOf(id)))
  .filter((name) => /\d{4}$/.test(name))
  .map((name) => name.replace(/,?\s+(\d{4})$/, ", $1"))

/**
 * Law names with a year ("… Act, 1970", "… Rules, 2026", "… Scheme, 1952") that the register does not list, so a
 * page cannot name a law the register, and so the repeal check, knows nothing about.
 */
export function unregisteredLawNames(text: string): string[] {
  const unknown: string[] = []
  for (const hit of text.matchAll(/\b(?:Act|Code|Rules|Scheme|Adhiniyam),?\s+(\d{4})\b/g)) {
    const end = hit.index + hit[0].length
    const before = text.slice(Math.max(0, end - 200), end).replace(/,?\s+(\d{4})$/, ", $1")
    if (!knownNames.some((name) => before.endsWith(name)))
      unknown.push(text.slice(Math.max(0, end - 60), end))
  }
  return unknown
}

/**
 * The register's entries not reviewed within `days` days before `today`, oldest review first: what
 * the build prints so that someone re-reads them against their sources.
 */
export function lawsDueForReview(
  today: Date | IsoDate,
  register: Readonly<Record<string, Pick<Law, "name" | "reviewedOn">>> = laws,
  days: number = reviewIntervalDays,
): { id: string; name: string; reviewedOn: IsoDate; daysAgo: number }[] {
  const day = Date.parse(`${isoDay(today)}T00:00:00Z`)
  return Object.entries(register)
    .map(([id, law]) => ({
      id,
      name: law.name,
      reviewedOn: law.reviewedOn,
      daysAgo: Math.round((day - Date.parse(`${law.reviewedOn}T00:00:00Z`)) / 86_400_000),
    }))
    .filter((entry) => entry.daysAgo > days)
    .sort((a, b) => b.daysAgo - a.daysAgo || a.id.localeCompare(b.id))
}

/** Every law of the register that `text` names, by its name, short name or an alias. */
export function lawsNamedIn(text: string): LawId[] {
  return lawIds.filter((id) => {
    const law = lawOf(id)
    const year = /(\d{4})$/.exec(law.name)?.[1]
    const pattern = new RegExp(
      `(?<![\\w'])(?:${namesOf(law).map(escapeRegExp).join("|")})(?:,?\\s+(\\d{4}))?(?![\\w'])`,
      "gi",
    )
    return [...text.matchAll(pattern)].some((hit) => !(year && hit[1] && hit[1] !== year))
  })
}

/**
 * The laws `text` names that came into force after `asOf`: a dated text (an article) that names
 * one must carry an `updated` date on or after it, or it reads as if it knew the future.
 */
export function lawsNewerThan(text: string, asOf: IsoDate): LawId[] {
  return lawsNamedIn(text).filter((id) => lawOf(id).inForceFrom > asOf)
}

/**
 * Text a file names laws in through the register (a case study): `{{cite oshCode}}` for a law in
 * force, `{{formerly contractLabourAct}}` for one since replaced, and `{{formerly factoriesAct
 * contractLabourAct}}` for several one law replaced. Throws, naming the placeholder, for an unknown
 * law or a repealed one cited as current.
 */
export function fillLawNames(text: string): string {
  return text
    .replace(/\{\{\s*(cite|formerly)\s+([^}]*?)\s*\}\}/g, (placeholder, how: string, list: string) => {
      const ids = list.split(/\s+/)
      for (const id of ids)
        if (!isLawId(id)) throw new Error(`${placeholder}: "${id}" is not in the register (src/laws)`)
      if (how === "cite") {
        if (ids.length !== 1) throw new Error(`${placeholder}: cite names one law`)
        return cite(ids[0]!)
      }
      return ids.length === 1 ? formerly(ids[0]!) : formerlyAll(ids as [LawId, LawId, ...LawId[]])
    })
    .replace(/\{\{[^}]*\}\}/g, (placeholder) => {
      throw new Error(`${placeholder}: write {{cite <law>}} or {{formerly <law> …}} with ids from src/laws`)
    })
}
