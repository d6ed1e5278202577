// One value per measure, as the built pages state it: every prerendered page's text, read for the
// firm's counted figures ("150+ clients", "10+ Years Experience", "500+ placements", …). Two pages
// that give one measure different values fail, whichever module the words came from.
import { expect, test } from "@playwright/test"

import { companyFigures, measureMentions, type Measure } from "@repo/content/company-figures"
import { claims } from "@repo/content/services"

import { prerenderedPages } from "../scripts/lib/build"

/** What a reader reads: the body's text, without scripts, styles or tags. */
function pageText(html: string) {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html
  return (
    body
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
      .replace(/<!-- -->/g, "")
      // A stat is its label (dt) then its value (dd), shown value first: read it as shown.
      .replace(/<dt\b[^>]*>([\s\S]*?)<\/dt>\s*<dd\b[^>]*>([\s\S]*?)<\/dd>/g, " $2 $1 ")
      .replace(/<(dt|dd|p|li|h\d|div|span)\b[^>]*>/g, " ")
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
  )
}

test("no two pages state different values for one of the firm's figures", () => {
  const seen = new Map<Measure, Map<string, string[]>>()
  for (const page of prerenderedPages()) {
    for (const mention of measureMentions(pageText(page.html))) {
      const values = seen.get(mention.measure) ?? new Map<string, string[]>()
      values.set(mention.value, [...(values.get(mention.value) ?? []), page.path])
      seen.set(mention.measure, values)
    }
  }
  for (const [measure, values] of seen) {
    const found = Object.fromEntries(values)
    expect(found, `${measure}: one value on every page`).toEqual({
      [companyFigures[measure].value]: values.get(companyFigures[measure].value),
    })
  }
  // The pages that carry the figures were read: Home's track record, About and Case studies.
  expect(seen.get("clients")?.get(companyFigures.clients.value)).toEqual(
    expect.arrayContaining(["/", "/about"]),
  )
  expect(seen.get("placements")?.get(companyFigures.placements.value)).toEqual(
    expect.arrayContaining(["/", "/case-studies"]),
  )
  expect(seen.get("years")?.get(companyFigures.years.value)).toEqual(expect.arrayContaining(["/", "/about"]))
})

// Issue 35: every stat a page shows (a <dt> label with its <dd> value) is one of the firm's figures,
// shown with what it counts, or one of its stated claims; the compliance risk panel is the spec's
// figures about penalties, and the rates page the law's, not the firm's record.
test("every stat on every page is a defined figure or a stated claim", () => {
  // A case study's "6 months Duration" is the study's, not a figure the firm states about itself.
  const figure = /^(?:\d[\d,.]*[KkMm]?\+|\d[\d.]*%|24\/7|\d[\d-]* hours)$/
  const text = (html: string) =>
    html
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, " ")
      .trim()
  const known = Object.values(claims).map((claim) => `${claim.value} ${claim.label}`)
  const definitions = Object.values(companyFigures).map((entry) => entry.definition)
  let read = 0
  for (const page of prerenderedPages()) {
    // The rates page's bands ("5%" on "₹4,00,000 to ₹8,00,000") are the law's figures, each from its
    // dated row and checked there (packages/content/src/rates.test.ts), not the firm's record.
    if (page.path === "/services/compliance-audit" || page.path === "/tools/rates") continue
    for (const [, dt, dd] of page.html.matchAll(
      /<dt\b[^>]*>([\s\S]*?)<\/dt>\s*<dd\b[^>]*>([\s\S]*?)<\/dd>/g,
    )) {
      const value = text(dd!)
      if (!figure.test(value)) continue
      read += 1
      const label = text(dt!)
      const [mention] = measureMentions(`${value} ${label}`)
      if (known.some((claim) => `${value} ${label}`.startsWith(claim))) continue
      expect(mention, `${page.path}: "${value} ${label}" is a figure or a claim`).toBeDefined()
      expect(value, page.path).toBe(companyFigures[mention!.measure].value)
      expect(
        definitions.some((definition) => label.includes(definition)),
        `${page.path}: "${value}" says what it counts`,
      ).toBe(true)
    }
  }
  expect(read).toBeGreaterThan(12)
})
