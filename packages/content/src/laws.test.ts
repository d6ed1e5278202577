import { describe, expect, it } from "vitest"

import { articlesOnDisk, legalDocumentsOnDisk } from "./disk"
import {
  cite,
  formerly,
  formerlyAll,
  lawIds,
  isLawId,
  lawOf,
  lawsCheckedOn,
  lawsDueForReview,
  lawsNewerThan,
  repealedAsCurrent,
  statusOn,
  unregisteredLawNames,
} from "./laws"

const officialHosts = [
  "www.indiacode.nic.in",
  "egazette.gov.in",
  "labour.gov.in",
  "www.epfindia.gov.in",
  "www.esic.gov.in",
  "www.incometaxindia.gov.in",
  "uplabour.gov.in",
  "www.cert-in.org.in",
  "emigrate.gov.in",
  "www.mca.gov.in",
  // The states' own tax departments, for their profession tax Acts.
  "www.mahagst.gov.in",
  "wbprofessiontax.gov.in",
  "tgct.gov.in",
]

describe("the register of laws", () => {
  it.each(lawIds)("%s has an official source and a status its dates agree with", (id) => {
    const law = lawOf(id)
    expect(officialHosts).toContain(new URL(law.source.url).host)
    expect(law.source.citation.length).toBeGreaterThan(10)
    expect(statusOn(id, lawsCheckedOn)).toBe(law.status)
    if (law.replacedBy) {
      const successor = law.replacedBy.id
      expect(isLawId(successor), `${id} is replaced by a law in the register`).toBe(true)
      if (isLawId(successor)) expect(statusOn(successor, law.replacedBy.from)).not.toBe("repealed")
    }
  })

  it("has the four Codes in force from 21 November 2025 and the Central Rules from 8 May 2026", () => {
    for (const id of ["codeOnWages", "industrialRelationsCode", "socialSecurityCode", "oshCode"] as const) {
      expect(lawOf(id).inForceFrom).toBe("2025-11-21")
      expect(statusOn(id, "2025-11-20")).toBe("notified, not yet in force")
      expect(statusOn(id, "2025-11-21")).toBe("in force")
    }
    for (const id of [
      "wagesCentralRules",
      "industrialRelationsCentralRules",
      "socialSecurityCentralRules",
      "oshCentralRules",
    ] as const)
      expect(lawOf(id).inForceFrom).toBe("2026-05-08")
  })

  it("replaces the Income-tax Act, 1961 with the 2025 Act from 1 April 2026", () => {
    expect(statusOn("incomeTaxAct1961", "2026-03-31")).toBe("in force")
    expect(statusOn("incomeTaxAct1961", "2026-04-01")).toBe("repealed")
    expect(statusOn("incomeTaxAct2025", "2026-04-01")).toBe("in force")
  })

  it("has the Social Security (Central) Rules, 2026 supersede the ESI and gratuity Central Rules", () => {
    for (const id of ["esiCentralRules", "paymentOfGratuityCentralRules"] as const) {
      expect(lawOf(id).replacedBy).toMatchObject({ id: "socialSecurityCentralRules", from: "2026-05-08" })
      expect(statusOn(id, "2026-05-07")).toBe("in force")
      expect(statusOn(id, "2026-05-08")).toBe("repealed")
    }
    expect(lawOf("socialSecurityCentralRules").source.citation).toMatch(/G\.S\.R\. 344\(E\)/)
  })

  // G.S.R. 525(E), 526(E) and 527(E), Gazette of India, Extraordinary, 29 June 2026 (issue 41).
  it("has the 2026 EPF, EPS and EDLI schemes supersede the 1952, 1995 and 1976 schemes on 29 June 2026", () => {
    for (const [old, successor, notification] of [
      ["epfScheme1952", "epfScheme2026", "G.S.R. 525(E)"],
      ["eps1995", "eps2026", "G.S.R. 527(E)"],
      ["edliScheme1976", "edliScheme2026", "G.S.R. 526(E)"],
    ] as const) {
      expect(lawOf(old).replacedBy).toMatchObject({ id: successor, from: "2026-06-29" })
      expect(lawOf(old).replacedBy?.by).toContain(notification)
      expect(lawOf(successor).source.citation).toContain(notification)
      expect(lawOf(successor).source.citation).toMatch(
        /section 15\(1\)\([abc]\) of the Code on Social Security/,
      )
      expect(statusOn(old, "2026-06-28")).toBe("in force")
      expect(statusOn(old, "2026-06-29")).toBe("repealed")
      expect(statusOn(successor, "2026-06-28")).toBe("notified, not yet in force")
      expect(statusOn(successor, "2026-06-29")).toBe("in force")
      expect(() => cite(old)).toThrow(/repealed/)
    }
    expect(formerly("epfScheme1952")).toBe("the EPF Scheme, 1952 (now the EPF Scheme, 2026)")
  })

  // Payment of Bonus (Amendment) Act, 2015 (6 of 2016), section 1(2).
  it("dates the Payment of Bonus (Amendment) Act, 2015 from 1 April 2014, as it deems", () => {
    expect(lawOf("paymentOfBonusAmendmentAct").inForceFrom).toBe("2014-04-01")
  })

  it("has every entry reviewed on a real day, none after the day the statuses were checked", () => {
    for (const id of lawIds) {
      expect(lawOf(id).reviewedOn, id).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(lawOf(id).reviewedOn <= lawsCheckedOn, id).toBe(true)
    }
  })

  it("keeps the EPF & MP Act partly in force: its repeal was left out of the Code's commencement", () => {
    expect(statusOn("epfAct", lawsCheckedOn)).toBe("partly in force")
    expect(lawOf("epfAct").replacedBy).toBeUndefined()
  })

  it("names a current law plainly and a replaced one with what replaced it", () => {
    expect(cite("posh")).toBe(
      "the Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013",
    )
    expect(formerly("contractLabourAct")).toBe("the Contract Labour Act (now the OSH Code, 2020)")
    expect(formerlyAll(["factoriesAct", "contractLabourAct"])).toBe(
      "the Factories Act and the Contract Labour Act (both now the OSH Code, 2020)",
    )
    expect(() => cite("contractLabourAct")).toThrow(/repealed/)
    expect(() => formerly("posh")).toThrow(/not been replaced/)
    expect(() => formerlyAll(["factoriesAct", "paymentOfBonusAct"])).toThrow(/one law/)
  })
})

describe("lawsDueForReview", () => {
  const register = {
    fresh: { name: "Fresh Act, 2026", reviewedOn: "2026-11-28" },
    edge: { name: "Edge Rules, 2026", reviewedOn: "2026-08-30" },
    stale: { name: "Stale Code, 2020", reviewedOn: "2026-08-29" },
    older: { name: "Older Act, 1950", reviewedOn: "2025-01-01" },
  } as const

  it("lists the entries reviewed more than 90 days before the day, the oldest first", () => {
    // 2026-08-30 is exactly 90 days before 2026-11-28: still within the interval.
    expect(lawsDueForReview("2026-11-28", register).map((entry) => entry.id)).toEqual(["older", "stale"])
    expect(lawsDueForReview("2026-11-28", register)[1]).toEqual({
      id: "stale",
      name: "Stale Code, 2020",
      reviewedOn: "2026-08-29",
      daysAgo: 91,
    })
  })

  it("lists nothing on the day of review, and everything once the interval has passed for all", () => {
    expect(lawsDueForReview("2026-08-29", register).map((entry) => entry.id)).toEqual(["older"])
    expect(lawsDueForReview("2027-03-01", register)).toHaveLength(4)
    expect(lawsDueForReview("2026-11-28", register, 1000)).toEqual([])
  })

  it("finds none of the register due on the day it was checked", () => {
    expect(lawsDueForReview(lawsCheckedOn)).toEqual([])
  })
})

describe("lawsNewerThan", () => {
  it("names the laws that came into force after a text's date", () => {
    expect(lawsNewerThan("Registers under the OSH Code, 2020 and the POSH Act.", "2025-03-02")).toEqual([
      "oshCode",
    ])
    expect(lawsNewerThan("Registers under the OSH Code, 2020.", "2026-11-26")).toEqual([])
    expect(lawsNewerThan("Under the DPDP Act, consent comes first.", "2025-02-10")).toEqual(["dpdpAct"])
  })

  it("tells the Income-tax Act, 2025 from the 1961 Act", () => {
    expect(lawsNewerThan("TDS under the Income-tax Act, 1961.", "2025-04-22")).toEqual([])
    expect(lawsNewerThan("TDS under the Income-tax Act, 2025.", "2025-04-22")).toEqual(["incomeTaxAct2025"])
  })
})

describe("unregisteredLawNames", () => {
  it("finds a law the register does not list, and passes one it does", () => {
    expect(unregisteredLawNames("Under the Plantations Labour Act, 1951, every estate…")).toEqual([
      "Under the Plantations Labour Act, 1951",
    ])
    expect(unregisteredLawNames("Under the Income-tax Act, 2025 and the OSH Code, 2020.")).toEqual([])
    expect(
      unregisteredLawNames("Under the Employees' Family Pension Scheme, 1971 and the EPF Scheme, 2026."),
    ).toEqual(["Under the Employees' Family Pension Scheme, 1971"])
  })
})

describe("repealedAsCurrent", () => {
  const today = "2026-11-26"

  it("fails a sentence that presents a repealed Act as current", () => {
    const found = repealedAsCurrent(
      "Applies where 20 or more contract workers are engaged under the Contract Labour (Regulation and Abolition) Act, 1970.",
      today,
    )
    expect(found.map((mention) => mention.id)).toEqual(["contractLabourAct"])
    expect(found[0]?.match).toBe("Contract Labour (Regulation and Abolition) Act, 1970")
  })

  it("fails the short forms too", () => {
    const ids = (text: string) => repealedAsCurrent(text, today).map((mention) => mention.id)
    expect(ids("Registers under the Contract Labour Act.")).toEqual(["contractLabourAct"])
    expect(ids("Bonus under the Payment of Bonus Act, 1965.")).toEqual(["paymentOfBonusAct"])
    expect(ids("TDS under the Income-tax Act, 1961.")).toEqual(["incomeTaxAct1961"])
  })

  it("fails a superseded scheme cited as current, and passes it named as history", () => {
    const ids = (text: string) => repealedAsCurrent(text, today).map((mention) => mention.id)
    expect(ids("Above the ceiling only on a joint request (EPF Scheme, 1952, paragraph 26(6)).")).toEqual([
      "epfScheme1952",
    ])
    expect(ids("Pension under the Employees' Pension Scheme, 1995 is capped.")).toEqual(["eps1995"])
    expect(ids("Insurance under the EDLI Scheme 1976.")).toEqual(["edliScheme1976"])
    expect(ids(`Joint request under ${formerly("epfScheme1952")}.`)).toEqual([])
    expect(ids("Contributions under the EPF Scheme, 2026 and the EDLI Scheme, 2026.")).toEqual([])
    expect(repealedAsCurrent("Paragraph 26(6) of the EPF Scheme, 1952.", "2026-06-28")).toEqual([])
  })

  it("passes a historical mention, marked by what replaced it or by a date", () => {
    expect(repealedAsCurrent(`Registers under ${formerly("contractLabourAct")}.`, today)).toEqual([])
    expect(
      repealedAsCurrent(
        "Until 21 November 2025 the Contract Labour (Regulation and Abolition) Act, 1970 applied from 20 workers.",
        today,
      ),
    ).toEqual([])
    expect(
      repealedAsCurrent(
        "The Codes repealed the Contract Labour (Regulation and Abolition) Act, 1970.",
        today,
      ),
    ).toEqual([])
  })

  it("passes a mention dated by a financial year the law still governed", () => {
    expect(
      repealedAsCurrent("Section 87A of the Income-tax Act, 1961: rebate for FY 2025-26.", today),
    ).toEqual([])
    expect(
      repealedAsCurrent("Section 87A of the Income-tax Act, 1961: rebate for FY 2026-27.", today).map(
        (mention) => mention.id,
      ),
    ).toEqual(["incomeTaxAct1961"])
  })

  it("reads a bare “Income-tax Act” as neither year", () => {
    expect(repealedAsCurrent("Update: the labour codes and the new Income-tax Act", today)).toEqual([])
  })

  it("passes a law in force and a law's successor of the same name", () => {
    expect(repealedAsCurrent("TDS under the Income-tax Act, 2025.", today)).toEqual([])
    expect(repealedAsCurrent("Registers under the OSH Code, 2020.", today)).toEqual([])
  })

  it("judges by the day: before a repeal the old name is current", () => {
    expect(repealedAsCurrent("Registers under the Contract Labour Act.", "2025-11-20")).toEqual([])
    expect(repealedAsCurrent("TDS under the Income-tax Act, 1961.", "2026-03-31")).toEqual([])
  })
})

/** Names of a provident fund, pension or insurance scheme that do not say which year's scheme. */
function undatedSchemes(text: string): string[] {
  const scheme =
    /\b(?:EPF Scheme|EDLI Scheme|EPS|Employees' (?:Provident Funds?|Pension|Deposit[- ]Linked Insurance) Scheme)\b(?!,?\s+\d{4})/g
  return [...text.matchAll(scheme)].map((hit) => hit[0]).filter((name) => name !== "EPS")
}

const monthNumbers = Object.fromEntries(
  [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ].map((month, i) => [month, String(i + 1).padStart(2, "0")]),
)

const isoDayOf = (date: Date) => date.toISOString().slice(0, 10)

/** The days "21 November 2025" that `text` names after `from` and on or before `to`, in order. */
function eventsBetween(text: string, from: string, to: string): string[] {
  return [
    ...text.matchAll(
      /\b(\d{1,2}) (January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})\b/g,
    ),
  ]
    .filter((hit) => {
      const day = `${hit[3]}-${monthNumbers[hit[2]!]}-${hit[1]!.padStart(2, "0")}`
      return day > from && day <= to
    })
    .map((hit) => hit[0])
}

/** Every string in a value, however deep. */
function stringsIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value]
  if (typeof value === "function" || value === null || typeof value !== "object" || seen.has(value)) return []
  seen.add(value)
  return Object.values(value).flatMap((inner) => stringsIn(inner, seen))
}

const plain = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&[a-z#0-9]+;/gi, " ")

// Every content module (the register and the table of rates name repealed laws on purpose: a row
// keeps the instrument that set it; rates.test.ts checks the rows in force today).
const modules = import.meta.glob<Record<string, unknown>>(
  [
    "./*.ts",
    "./services/*.ts",
    "!./*.test.ts",
    "!./laws.ts",
    "!./rates.ts",
    "!./disk.ts",
    "!./vite-env.d.ts",
  ],
  { eager: true },
)

describe("every page states the law in force today", () => {
  const today = new Date()

  it.each(Object.entries(modules))("%s names no repealed law as current", (_, exports) => {
    const text = stringsIn(exports).map(plain).join("\n")
    expect(repealedAsCurrent(text, today)).toEqual([])
  })

  it.each(articlesOnDisk().map((article) => [article.slug, article] as const))(
    "the article %s names no repealed law as current",
    (_, article) => {
      expect(repealedAsCurrent(stringsIn(article).map(plain).join("\n"), today)).toEqual([])
    },
  )

  // An article dated before a law it names must say when it was brought up to date (issue 35).
  it.each(articlesOnDisk().map((article) => [article.slug, article] as const))(
    "the article %s carries an updated date on or after every law it names",
    (_, article) => {
      const text = [article.title, article.excerpt, plain(article.html)].join("\n")
      expect(
        lawsNewerThan(text, (article.updated ?? article.date) as `${number}-${number}-${number}`),
      ).toEqual([])
    },
  )

  // An article that reports an event of a day after its date (the Codes' commencement in a piece
  // of May 2025) must say when it was brought up to date (issue 41). A day still to come is a
  // forecast, not an event, so it passes until it arrives.
  it.each(articlesOnDisk().map((article) => [article.slug, article] as const))(
    "the article %s reports no past event dated after its own date",
    (_, article) => {
      const asOf = article.updated ?? article.date
      const text = [article.title, article.excerpt, plain(article.html)].join("\n")
      expect(eventsBetween(text, asOf, isoDayOf(today))).toEqual([])
    },
  )

  it("finds a past event after an article's date, and passes one still to come", () => {
    const text = "The codes came into force on 21 November 2025; the rules apply from 13 May 2027."
    expect(eventsBetween(text, "2025-05-12", "2026-12-01")).toEqual(["21 November 2025"])
    expect(eventsBetween(text, "2026-12-01", "2026-12-01")).toEqual([])
    expect(eventsBetween(text, "2025-05-12", "2027-05-13")).toEqual(["21 November 2025", "13 May 2027"])
  })

  it("needs those updated dates: without them, articles report events after their date", () => {
    const articles = articlesOnDisk()
    for (const slug of ["posh-policy", "mid-level-onboarding"])
      expect(articles.find((entry) => entry.slug === slug)?.updated, slug).toBeDefined()
    const posh = articles.find((entry) => entry.slug === "posh-policy")!
    expect(eventsBetween(plain(posh.html), posh.date, isoDayOf(today))).toContain("21 November 2025")
  })

  it("needs those updated dates: without them, articles name laws newer than their date", () => {
    const undated = articlesOnDisk().filter(
      (article) =>
        lawsNewerThan(
          [article.title, article.excerpt, plain(article.html)].join("\n"),
          article.date as `${number}-${number}-${number}`,
        ).length > 0,
    )
    expect(undated.length).toBeGreaterThanOrEqual(5)
    for (const article of undated) expect(article.updated, article.slug).toBeDefined()
  })

  it.each(legalDocumentsOnDisk().map((doc) => [doc.slug, doc] as const))(
    "the %s names no repealed law as current",
    (_, doc) => {
      expect(repealedAsCurrent(doc.text, today)).toEqual([])
    },
  )

  it.each([
    ...Object.entries(modules).map(
      ([file, exports]) => [file, stringsIn(exports).map(plain).join("\n")] as const,
    ),
    ...articlesOnDisk().map((article) => [article.slug, stringsIn(article).map(plain).join("\n")] as const),
    ...legalDocumentsOnDisk().map((doc) => [doc.slug, doc.text] as const),
  ])("%s names only laws the register lists", (_, text) => {
    expect(unregisteredLawNames(text)).toEqual([])
  })

  // A scheme named without its year could be the superseded one: "EPF Scheme, paragraph 26(6)"
  // escaped the check above until issue 41. Every mention of a provident fund, pension or
  // insurance scheme by name must say which.
  it.each([
    ...Object.entries(modules).map(
      ([file, exports]) => [file, stringsIn(exports).map(plain).join("\n")] as const,
    ),
    ...articlesOnDisk().map((article) => [article.slug, stringsIn(article).map(plain).join("\n")] as const),
    ...legalDocumentsOnDisk().map((doc) => [doc.slug, doc.text] as const),
  ])("%s names every EPF, EPS or EDLI scheme with its year", (_, text) => {
    expect(undatedSchemes(text)).toEqual([])
  })

  it("finds an undated scheme, and passes a dated one", () => {
    expect(undatedSchemes("Contributions above the ceiling (EPF Scheme, paragraph 26(6)).")).toEqual([
      "EPF Scheme",
    ])
    expect(undatedSchemes("Under the EDLI Scheme, 2026 and the Employees' Pension Scheme 1995.")).toEqual([])
    expect(undatedSchemes("The EPF, EPS and EDLI schemes of 2026 apply.")).toEqual([])
  })

  it("reads the service pages, where the Codes changed the most", () => {
    expect(Object.keys(modules)).toEqual(
      expect.arrayContaining(["./services/compliance-audit.ts", "./case-studies.ts", "./tools.ts"]),
    )
  })
})
