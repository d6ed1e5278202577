/**
 * The register of the law: every Act, Code, rule and direction the site names, with its status,
 * its dates and an official source. Pages name a law through `cite` (a law in force) or `formerly`
 * (a law since replaced), so a repeal is one edit here and a failing test, not a hunt through pages.
 * `laws.test.ts` runs `repealedAsCurrent` over every page's text.
 */

/** An ISO date, `YYYY-MM-DD`. */
export type IsoDate = `${number}-${number}-${number}`

export type LawKind = "code" | "act" | "rules" | "directions" | "state law"

/** As of `lawsCheckedOn`. `statusOn` works it out for any other day from the dates. */
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

/** The day the statuses below were last checked against their dates. */
export const lawsCheckedOn: IsoDate = "2026-11-28"

/** The entries re-read against their sources on 28 November 2026 (issue 35). */
const reviewed: IsoDate = "2026-11-28"
/** The entries last checked on 26 November 2026 (issue 32) and not re-read since. */
const checked: IsoDate = "2026-11-26"

/** How long an entry may go unreviewed before the build lists it. */
export const reviewIntervalDays = 90

const codesInForce: IsoDate = "2025-11-21"
const centralRulesNotified: IsoDate = "2026-05-08"
const egazette = "https://egazette.gov.in/"

const codes = {
  codeOnWages: {
    name: "Code on Wages, 2019",
    title: "The Code on Wages, 2019 (29 of 2019)",
    shortName: "Code on Wages, 2019",
    kind: "code",
    status: "in force",
    inForceFrom: codesInForce,
    reviewedOn: reviewed,
    source: {
      url: egazette,
      citation:
        "S.O. 5322(E), 21 November 2025: sections 1 to 41, 43 to 66, 68 and 69 (with parts of 42 and 67) in force from 21 November 2025",
    },
    note: "One definition of wages for all four Codes (section 2(y)): basic pay, dearness allowance and retaining allowance; where the other allowances exceed 50% of all remuneration, the excess is added back (labour.gov.in, FAQs on Labour Codes, questions 2 to 6).",
  },
  industrialRelationsCode: {
    name: "Industrial Relations Code, 2020",
    title: "The Industrial Relations Code, 2020 (35 of 2020)",
    shortName: "Industrial Relations Code, 2020",
    aliases: ["IR Code"],
    kind: "code",
    status: "in force",
    inForceFrom: codesInForce,
    reviewedOn: checked,
    source: { url: egazette, citation: "S.O. 5320(E), 21 November 2025: the whole Code in force" },
  },
  socialSecurityCode: {
    name: "Code on Social Security, 2020",
    title: "The Code on Social Security, 2020 (36 of 2020)",
    shortName: "Code on Social Security, 2020",
    aliases: ["Social Security Code"],
    kind: "code",
    status: "in force",
    inForceFrom: codesInForce,
    reviewedOn: reviewed,
    source: {
      url: egazette,
      citation:
        "S.O. 5319(E), 21 November 2025: sections 1 to 14, 17 to 141, 144 to 163 and parts of 15, 16, 143 and 164 in force from 21 November 2025",
    },
    note: "Section 164(1) repeals nine Acts, but the notification brought into force items 1, 2 and 4 to 9 only: item 3, the EPF & MP Act, 1952, was left in force.",
  },
  oshCode: {
    name: "Occupational Safety, Health and Working Conditions Code, 2020",
    title: "The Occupational Safety, Health and Working Conditions Code, 2020 (37 of 2020)",
    shortName: "OSH Code, 2020",
    aliases: ["OSH Code"],
    kind: "code",
    status: "in force",
    inForceFrom: codesInForce,
    reviewedOn: checked,
    source: { url: egazette, citation: "S.O. 5321(E), 21 November 2025: the whole Code in force" },
  },
} as const satisfies Record<string, Law>

const centralRules = {
  wagesCentralRules: {
    name: "Code on Wages (Central) Rules, 2026",
    title: "The Code on Wages (Central) Rules, 2026",
    shortName: "Code on Wages (Central) Rules, 2026",
    kind: "rules",
    status: "in force",
    inForceFrom: centralRulesNotified,
    reviewedOn: reviewed,
    source: { url: egazette, citation: "Gazette of India, Extraordinary, 8 May 2026" },
    note: "Apply where the Central Government is the appropriate government; elsewhere each state's own rules under the Code apply, and not every state has notified final rules.",
  },
  industrialRelationsCentralRules: {
    name: "Industrial Relations (Central) Rules, 2026",
    title: "The Industrial Relations (Central) Rules, 2026",
    shortName: "Industrial Relations (Central) Rules, 2026",
    kind: "rules",
    status: "in force",
    inForceFrom: centralRulesNotified,
    reviewedOn: checked,
    source: { url: egazette, citation: "G.S.R. 342(E), 8 May 2026" },
    note: "Supersede the Industrial Disputes (Central) Rules, 1957 and the Industrial Employment (Standing Orders) Central Rules, 1946; model standing orders for the service, manufacturing and mining sectors were notified the same day.",
  },
  socialSecurityCentralRules: {
    name: "Social Security (Central) Rules, 2026",
    title: "The Social Security (Central) Rules, 2026",
    shortName: "Social Security (Central) Rules, 2026",
    kind: "rules",
    status: "in force",
    inForceFrom: centralRulesNotified,
    reviewedOn: reviewed,
    source: {
      url: egazette,
      citation:
        "G.S.R. 344(E), Gazette of India, Extraordinary, 8 May 2026 (CG-DL-E-08052026-272366): made under sections 154, 155, 158 and 159 of the Code, in supersession of twelve rules, among them the Employees' State Insurance (Central) Rules, 1950 and the Payment of Gratuity (Central) Rules, 1972; in force on publication",
    },
    note: "Apply where the Central Government is the appropriate government, and to ESIC and EPFO matters the Code gives the Centre; states make their own rules for the rest (for gratuity in shops and establishments, for example).",
  },
  oshCentralRules: {
    name: "Occupational Safety, Health and Working Conditions (Central) Rules, 2026",
    title: "The Occupational Safety, Health and Working Conditions (Central) Rules, 2026",
    shortName: "OSH (Central) Rules, 2026",
    kind: "rules",
    status: "in force",
    inForceFrom: centralRulesNotified,
    reviewedOn: checked,
    source: { url: egazette, citation: "Gazette of India, Extraordinary, 8 May 2026" },
  },
} as const satisfies Record<string, Law>

const byWagesCode = {
  id: "codeOnWages",
  from: codesInForce,
  by: "section 69 of the Code on Wages, 2019",
} as const
const byIrCode = {
  id: "industrialRelationsCode",
  from: codesInForce,
  by: "section 104 of the Industrial Relations Code, 2020",
} as const
const bySsCode = {
  id: "socialSecurityCode",
  from: codesInForce,
  by: "section 164 of the Code on Social Security, 2020",
} as const
const byOshCode = {
  id: "oshCode",
  from: codesInForce,
  by: "section 143 of the Occupational Safety, Health and Working Conditions Code, 2020",
} as const

const repealedBy = (code: keyof typeof codes) => ({
  url: egazette,
  citation: `Repealed by the ${codes[code].name} from 21 November 2025 (${codes[code].source.citation.split(":")[0]})`,
})

/** The central Acts the Codes replaced, as far as the site names them. */
const subsumed = {
  paymentOfWagesAct: {
    name: "Payment of Wages Act, 1936",
    title: "The Payment of Wages Act, 1936 (4 of 1936)",
    shortName: "Payment of Wages Act",
    kind: "act",
    status: "repealed",
    inForceFrom: "1937-03-28",
    reviewedOn: checked,
    replacedBy: byWagesCode,
    source: repealedBy("codeOnWages"),
  },
  minimumWagesAct: {
    name: "Minimum Wages Act, 1948",
    title: "The Minimum Wages Act, 1948 (11 of 1948)",
    shortName: "Minimum Wages Act",
    kind: "act",
    status: "repealed",
    inForceFrom: "1948-03-15",
    reviewedOn: checked,
    replacedBy: byWagesCode,
    source: repealedBy("codeOnWages"),
  },
  paymentOfBonusAmendmentAct: {
    name: "Payment of Bonus (Amendment) Act, 2015",
    title: "The Payment of Bonus (Amendment) Act, 2015 (6 of 2016)",
    shortName: "Payment of Bonus (Amendment) Act",
    kind: "act",
    status: "repealed",
    inForceFrom: "2014-04-01",
    reviewedOn: reviewed,
    replacedBy: byWagesCode,
    source: {
      url: egazette,
      citation:
        "Act 6 of 2016 (assent 31 December 2015, Gazette of India, Extraordinary, 1 January 2016), section 1(2): deemed to have come into force on 1 April 2014; repealed with the Payment of Bonus Act by the Code on Wages, 2019 from 21 November 2025 (S.O. 5322(E))",
    },
    note: "Raised the eligibility limit to ₹21,000 a month and the calculation ceiling to ₹7,000 or the minimum wage; it amended an Act the Code on Wages repealed.",
  },
  paymentOfBonusAct: {
    name: "Payment of Bonus Act, 1965",
    title: "The Payment of Bonus Act, 1965 (21 of 1965)",
    shortName: "Payment of Bonus Act",
    aliases: ["Bonus Act"],
    kind: "act",
    status: "repealed",
    inForceFrom: "1965-05-29",
    reviewedOn: reviewed,
    replacedBy: byWagesCode,
    source: repealedBy("codeOnWages"),
  },
  equalRemunerationAct: {
    name: "Equal Remuneration Act, 1976",
    title: "The Equal Remuneration Act, 1976 (25 of 1976)",
    shortName: "Equal Remuneration Act",
    kind: "act",
    status: "repealed",
    inForceFrom: "1976-02-11",
    reviewedOn: checked,
    replacedBy: byWagesCode,
    source: repealedBy("codeOnWages"),
  },
  industrialDisputesAct: {
    name: "Industrial Disputes Act, 1947",
    title: "The Industrial Disputes Act, 1947 (14 of 1947)",
    shortName: "Industrial Disputes Act",
    kind: "act",
    status: "repealed",
    inForceFrom: "1947-04-01",
    reviewedOn: checked,
    replacedBy: byIrCode,
    source: repealedBy("industrialRelationsCode"),
  },
  tradeUnionsAct: {
    name: "Trade Unions Act, 1926",
    title: "The Trade Unions Act, 1926 (16 of 1926)",
    shortName: "Trade Unions Act",
    kind: "act",
    status: "repealed",
    inForceFrom: "1927-06-01",
    reviewedOn: checked,
    replacedBy: byIrCode,
    source: repealedBy("industrialRelationsCode"),
  },
  standingOrdersAct: {
    name: "Industrial Employment (Standing Orders) Act, 1946",
    title: "The Industrial Employment (Standing Orders) Act, 1946 (20 of 1946)",
    shortName: "Standing Orders Act",
    aliases: ["Industrial Employment (Standing Orders) Act"],
    kind: "act",
    status: "repealed",
    inForceFrom: "1946-04-23",
    reviewedOn: checked,
    replacedBy: byIrCode,
    source: repealedBy("industrialRelationsCode"),
  },
  employeesCompensationAct: {
    name: "Employees' Compensation Act, 1923",
    title: "The Employees' Compensation Act, 1923 (8 of 1923)",
    shortName: "Employees' Compensation Act",
    aliases: ["Workmen's Compensation Act"],
    kind: "act",
    status: "repealed",
    inForceFrom: "1924-07-01",
    reviewedOn: checked,
    replacedBy: bySsCode,
    source: repealedBy("socialSecurityCode"),
  },
  esiAct: {
    name: "Employees' State Insurance Act, 1948",
    title: "The Employees' State Insurance Act, 1948 (34 of 1948)",
    shortName: "ESI Act",
    aliases: ["Employees' State Insurance Act"],
    kind: "act",
    status: "repealed",
    inForceFrom: "1948-04-19",
    reviewedOn: reviewed,
    replacedBy: bySsCode,
    source: repealedBy("socialSecurityCode"),
    note: "Its regulations and schemes continue under section 164(2) of the Code until replaced; ESIC's contribution rates and periods are unchanged.",
  },
  maternityBenefitAct: {
    name: "Maternity Benefit Act, 1961",
    title: "The Maternity Benefit Act, 1961 (53 of 1961)",
    shortName: "Maternity Benefit Act",
    kind: "act",
    status: "repealed",
    inForceFrom: "1961-11-01",
    reviewedOn: checked,
    replacedBy: bySsCode,
    source: repealedBy("socialSecurityCode"),
    note: "The Code keeps 26 weeks' maternity benefit (section 60).",
  },
  paymentOfGratuityAct: {
    name: "Payment of Gratuity Act, 1972",
    title: "The Payment of Gratuity Act, 1972 (39 of 1972)",
    shortName: "Payment of Gratuity Act",
    aliases: ["Gratuity Act"],
    kind: "act",
    status: "repealed",
    inForceFrom: "1972-09-16",
    reviewedOn: reviewed,
    replacedBy: bySsCode,
    source: repealedBy("socialSecurityCode"),
    note: "The ₹20 lakh ceiling was notified under this Act in 2018; section 164(2) of the Code keeps such notifications alive until replaced. Whether the ceiling has been re-notified under section 53 of the Code is not settled.",
  },
  contractLabourAct: {
    name: "Contract Labour (Regulation and Abolition) Act, 1970",
    title: "The Contract Labour (Regulation and Abolition) Act, 1970 (37 of 1970)",
    shortName: "Contract Labour Act",
    kind: "act",
    status: "repealed",
    inForceFrom: "1971-02-10",
    reviewedOn: checked,
    replacedBy: byOshCode,
    source: repealedBy("oshCode"),
  },
  factoriesAct: {
    name: "Factories Act, 1948",
    title: "The Factories Act, 1948 (63 of 1948)",
    shortName: "Factories Act",
    kind: "act",
    status: "repealed",
    inForceFrom: "1949-04-01",
    reviewedOn: checked,
    replacedBy: byOshCode,
    source: repealedBy("oshCode"),
  },
  interStateMigrantWorkmenAct: {
    name: "Inter-State Migrant Workmen (Regulation of Employment and Conditions of Service) Act, 1979",
    title:
      "The Inter-State Migrant Workmen (Regulation of Employment and Conditions of Service) Act, 1979 (30 of 1979)",
    shortName: "Inter-State Migrant Workmen Act",
    kind: "act",
    status: "repealed",
    inForceFrom: "1980-10-02",
    reviewedOn: checked,
    replacedBy: byOshCode,
    source: repealedBy("oshCode"),
  },
  buildingWorkersAct: {
    name: "Building and Other Construction Workers (Regulation of Employment and Conditions of Service) Act, 1996",
    title:
      "The Building and Other Construction Workers (Regulation of Employment and Conditions of Service) Act, 1996 (27 of 1996)",
    shortName: "Building and Other Construction Workers Act",
    aliases: ["BOCW Act"],
    kind: "act",
    status: "repealed",
    inForceFrom: "1996-03-01",
    reviewedOn: checked,
    replacedBy: byOshCode,
    source: repealedBy("oshCode"),
  },
} as const satisfies Record<string, Law>

const others = {
  esiCentralRules: {
    name: "Employees' State Insurance (Central) Rules, 1950",
    title: "The Employees' State Insurance (Central) Rules, 1950",
    shortName: "ESI (Central) Rules",
    kind: "rules",
    status: "repealed",
    inForceFrom: "1950-06-22",
    reviewedOn: reviewed,
    replacedBy: {
      id: "socialSecurityCentralRules",
      from: centralRulesNotified,
      by: "G.S.R. 344(E), 8 May 2026, which made the Social Security (Central) Rules, 2026 in supersession of them",
    },
    source: {
      url: egazette,
      citation:
        "S.R.O. 212, 22 June 1950; superseded by the Social Security (Central) Rules, 2026 (G.S.R. 344(E), Gazette of India, Extraordinary, 8 May 2026, item (iii) of the supersession list)",
    },
  },
  paymentOfGratuityCentralRules: {
    name: "Payment of Gratuity (Central) Rules, 1972",
    title: "The Payment of Gratuity (Central) Rules, 1972",
    shortName: "Payment of Gratuity (Central) Rules",
    kind: "rules",
    status: "repealed",
    inForceFrom: "1972-09-16",
    reviewedOn: reviewed,
    replacedBy: {
      id: "socialSecurityCentralRules",
      from: centralRulesNotified,
      by: "G.S.R. 344(E), 8 May 2026, which made the Social Security (Central) Rules, 2026 in supersession of them",
    },
    source: {
      url: egazette,
      citation:
        "Superseded by the Social Security (Central) Rules, 2026 (G.S.R. 344(E), Gazette of India, Extraordinary, 8 May 2026, item (vi) of the supersession list)",
    },
  },
  epfAct: {
    name: "Employees' Provident Funds and Miscellaneous Provisions Act, 1952",
    title: "The Employees' Provident Funds and Miscellaneous Provisions Act, 1952 (19 of 1952)",
    shortName: "EPF Act",
    aliases: ["EPF & MP Act", "Employees' Provident Funds Act"],
    kind: "act",
    status: "partly in force",
    inForceFrom: "1952-03-04",
    reviewedOn: reviewed,
    source: {
      url: "https://www.epfindia.gov.in/",
      citation:
        "S.O. 5319(E), 21 November 2025 left item 3 of section 164(1) of the Code on Social Security (this Act's repeal) out of force; S.O. 2060(E), 3 May 2023 had repealed only its provisions corresponding to section 142 of the Code",
    },
    note: "The EPF, EPS and EDLI schemes continue. When the Act's remaining repeal will be notified is not settled.",
  },
  incomeTaxAct1961: {
    name: "Income-tax Act, 1961",
    title: "The Income-tax Act, 1961 (43 of 1961)",
    shortName: "Income-tax Act, 1961",
    aliases: ["Income Tax Act, 1961", "Income-tax Act 1961", "Income Tax Act 1961"],
    kind: "act",
    status: "repealed",
    inForceFrom: "1962-04-01",
    reviewedOn: checked,
    replacedBy: { id: "incomeTaxAct2025", from: "2026-04-01", by: "the Income-tax Act, 2025" },
    source: {
      url: "https://www.incometaxindia.gov.in/",
      citation:
        "Repealed by the Income-tax Act, 2025 from 1 April 2026; it still governs tax years up to 2025-26",
    },
  },
  incomeTaxAct2025: {
    name: "Income-tax Act, 2025",
    title: "The Income-tax Act, 2025 (30 of 2025)",
    shortName: "Income-tax Act, 2025",
    kind: "act",
    status: "in force",
    inForceFrom: "2026-04-01",
    reviewedOn: reviewed,
    source: {
      url: "https://www.incometaxindia.gov.in/",
      citation: "Section 1(3): in force from 1 April 2026, for the tax year 2026-27 onwards",
    },
  },
  financeAct2025: {
    name: "Finance Act, 2025",
    title: "The Finance Act, 2025",
    shortName: "Finance Act, 2025",
    kind: "act",
    status: "in force",
    inForceFrom: "2025-04-01",
    reviewedOn: reviewed,
    source: {
      url: "https://www.incometaxindia.gov.in/",
      citation: "Rates of income-tax and the section 87A rebate for the financial year 2025-26",
    },
  },
  financeAct2026: {
    name: "Finance Act, 2026",
    title: "The Finance Act, 2026",
    shortName: "Finance Act, 2026",
    kind: "act",
    status: "in force",
    inForceFrom: "2026-04-01",
    reviewedOn: reviewed,
    source: {
      url: "https://www.incometaxindia.gov.in/",
      citation: "Rates of income-tax, surcharge and cess for the financial year 2026-27 (First Schedule)",
    },
  },
  maharashtraProfessionTax: {
    name: "Maharashtra State Tax on Professions, Trades, Callings and Employments Act, 1975",
    title: "The Maharashtra State Tax on Professions, Trades, Callings and Employments Act, 1975",
    shortName: "Maharashtra Profession Tax Act",
    kind: "state law",
    status: "in force",
    inForceFrom: "1975-04-01",
    reviewedOn: reviewed,
    source: {
      url: "https://www.mahagst.gov.in/",
      citation: "Acts and rules: the Profession Tax Act, Schedule I, entry 1 (salary and wage earners)",
    },
  },
  karnatakaProfessionTax: {
    name: "Karnataka Tax on Profession, Trades, Callings and Employments Act, 1976",
    title: "The Karnataka Tax on Profession, Trades, Callings and Employments Act, 1976",
    shortName: "Karnataka Profession Tax Act",
    aliases: ["Karnataka Tax on Profession, Trades, Callings and Employments (Amendment) Act, 2025"],
    kind: "state law",
    status: "in force",
    inForceFrom: "1976-04-01",
    reviewedOn: reviewed,
    source: {
      url: "https://www.indiacode.nic.in/",
      citation:
        "State Acts, Karnataka: the Act and Karnataka Act 33 of 2025, amending the Schedule's entry for salary and wage earners",
    },
  },
  westBengalProfessionTax: {
    name: "West Bengal State Tax on Professions, Trades, Callings and Employments Act, 1979",
    title: "The West Bengal State Tax on Professions, Trades, Callings and Employments Act, 1979",
    shortName: "West Bengal Profession Tax Act",
    kind: "state law",
    status: "in force",
    inForceFrom: "1979-04-01",
    reviewedOn: reviewed,
    source: {
      url: "http://wbprofessiontax.gov.in/pages/view/47-the-west-bengal-state-tax-on-professions,-trades,-callings-and-employments-act,-1979",
      citation: "The Act and its Schedule, serial 1 (salary and wage earners)",
    },
  },
  telanganaProfessionTax: {
    name: "Telangana Tax on Professions, Trades, Callings and Employments Act, 1987",
    title: "The Telangana Tax on Professions, Trades, Callings and Employments Act, 1987",
    shortName: "Telangana Profession Tax Act",
    kind: "state law",
    status: "in force",
    inForceFrom: "1987-04-01",
    reviewedOn: reviewed,
    source: {
      url: "https://tgct.gov.in/tgportal/AllActs/APPT/APPTSchedule.aspx",
      citation: "First Schedule, entry 1 (salary and wage earners)",
    },
  },
  incomeTaxRules1962: {
    name: "Income-tax Rules, 1962",
    title: "The Income-tax Rules, 1962",
    shortName: "Income-tax Rules, 1962",
    kind: "rules",
    status: "repealed",
    inForceFrom: "1962-04-01",
    reviewedOn: reviewed,
    replacedBy: { id: "incomeTaxRules2026", from: "2026-04-01", by: "the Income-tax Rules, 2026" },
    source: {
      url: "https://www.incometaxindia.gov.in/",
      citation: "Replaced by the Income-tax Rules, 2026 (G.S.R. 198(E), 20 March 2026) from 1 April 2026",
    },
  },
  incomeTaxRules2026: {
    name: "Income-tax Rules, 2026",
    title: "The Income-tax Rules, 2026",
    shortName: "Income-tax Rules, 2026",
    kind: "rules",
    status: "in force",
    inForceFrom: "2026-04-01",
    reviewedOn: reviewed,
    source: {
      url: "https://www.incometaxindia.gov.in/",
      citation:
        "G.S.R. 198(E), 20 March 2026, made under section 533 of the Income-tax Act, 2025; in force from 1 April 2026",
    },
    note: "They renumber the forms from tax year 2026-27: the employer's certificate of tax deducted from salary (Form 16 under the 1962 Rules) is Form 130, and the quarterly statement of tax deducted from salary (Form 24Q) is Form 138. Salary paid up to 31 March 2026 (FY 2025-26) stays on Form 16 and Form 24Q. The form numbers are as the Income Tax Department's form pages and the reports of the notified rules give them; the Gazette text of G.S.R. 198(E) was not read here.",
  },
  posh: {
    name: "Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013",
    title:
      "The Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013 (14 of 2013)",
    shortName: "POSH Act, 2013",
    aliases: ["POSH Act"],
    kind: "act",
    status: "in force",
    inForceFrom: "2013-12-09",
    reviewedOn: checked,
    source: {
      url: "https://www.indiacode.nic.in/handle/123456789/2104",
      citation: "India Code, Act 14 of 2013",
    },
    note: "Outside the four Labour Codes.",
  },
  shopsAndEstablishments: {
    name: "state Shops and Establishments Acts",
    title:
      "The Shops and Establishments Act of each state, such as the Uttar Pradesh Dookan Aur Vanijya Adhishthan Adhiniyam, 1962",
    shortName: "Shops and Establishments Act",
    kind: "state law",
    status: "in force",
    inForceFrom: "1962-12-01",
    reviewedOn: checked,
    source: {
      url: "https://uplabour.gov.in/",
      citation:
        "Labour Department, Uttar Pradesh: Uttar Pradesh Dookan Aur Vanijya Adhishthan Adhiniyam, 1962",
    },
    note: "State law, outside the four Labour Codes; each state's own Act and rules apply.",
  },
  upShopsAct: {
    name: "Uttar Pradesh Dookan Aur Vanijya Adhishthan Adhiniyam, 1962",
    title: "The Uttar Pradesh Dookan Aur Vanijya Adhishthan Adhiniyam, 1962 (U.P. Act 26 of 1962)",
    shortName: "Uttar Pradesh Dookan Aur Vanijya Adhishthan Adhiniyam",
    kind: "state law",
    status: "in force",
    inForceFrom: "1962-12-01",
    reviewedOn: checked,
    source: { url: "https://uplabour.gov.in/", citation: "Labour Department, Uttar Pradesh" },
  },
  dpdpAct: {
    name: "Digital Personal Data Protection Act, 2023",
    title: "The Digital Personal Data Protection Act, 2023 (22 of 2023)",
    shortName: "DPDP Act",
    kind: "act",
    status: "partly in force",
    inForceFrom: "2025-11-13",
    reviewedOn: reviewed,
    source: {
      url: "https://www.indiacode.nic.in/handle/123456789/22037",
      citation:
        "G.S.R. 843(E), 13 November 2025: the Data Protection Board's provisions from 13 November 2025; sections 6(9) and 27(1)(d) from 13 November 2026; sections 3 to 17 and the rest of the Act, including section 44(2), from 13 May 2027",
    },
  },
  dpdpRules: {
    name: "Digital Personal Data Protection Rules, 2025",
    title: "The Digital Personal Data Protection Rules, 2025",
    shortName: "DPDP Rules",
    kind: "rules",
    status: "partly in force",
    inForceFrom: "2025-11-13",
    reviewedOn: reviewed,
    source: {
      url: egazette,
      citation:
        "G.S.R. 846(E), 13 November 2025: rules 1, 2 and 17 to 21 at once; rule 4 (consent managers) from 13 November 2026; rules 3, 5 to 16, 22 and 23 (notice, security, breach reporting, retention, rights) from 13 May 2027",
    },
  },
  itAct: {
    name: "Information Technology Act, 2000",
    title: "The Information Technology Act, 2000 (21 of 2000)",
    shortName: "IT Act",
    kind: "act",
    status: "in force",
    inForceFrom: "2000-10-17",
    reviewedOn: checked,
    source: {
      url: "https://www.indiacode.nic.in/handle/123456789/1999",
      citation: "India Code, Act 21 of 2000",
    },
  },
  spdiRules: {
    name: "Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011",
    title:
      "The Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011",
    shortName: "SPDI Rules",
    kind: "rules",
    status: "in force",
    inForceFrom: "2011-04-11",
    reviewedOn: checked,
    replacedBy: {
      id: "dpdpAct",
      from: "2027-05-13",
      by: "section 44(2) of the Digital Personal Data Protection Act, 2023, which omits section 43A of the IT Act",
    },
    source: {
      url: "https://www.indiacode.nic.in/handle/123456789/1999",
      citation:
        "Made under section 43A of the Information Technology Act, 2000 (G.S.R. 313(E), 11 April 2011)",
    },
    note: "Rule 5(9) requires a Grievance Officer whose name and contact details are published.",
  },
  certInDirections: {
    name: "CERT-In directions of 28 April 2022",
    title:
      "Directions under section 70B(6) of the Information Technology Act, 2000 relating to information security practices, procedure, prevention, response and reporting of cyber incidents (No. 20(3)/2022-CERT-In)",
    shortName: "CERT-In directions of 28 April 2022",
    kind: "directions",
    status: "in force",
    inForceFrom: "2022-06-27",
    reviewedOn: reviewed,
    source: {
      url: "https://www.cert-in.org.in/PDF/CERT-In_Directions_70B_28.04.2022.pdf",
      citation:
        "Direction (iv): logs of all ICT systems kept for a rolling 180 days, within Indian jurisdiction",
    },
  },
  emigrationAct: {
    name: "Emigration Act, 1983",
    title: "The Emigration Act, 1983 (31 of 1983)",
    shortName: "Emigration Act",
    kind: "act",
    status: "in force",
    inForceFrom: "1983-12-30",
    reviewedOn: checked,
    source: { url: "https://emigrate.gov.in/", citation: "Ministry of External Affairs, eMigrate" },
  },
  companiesAct: {
    name: "Companies Act, 2013",
    title: "The Companies Act, 2013 (18 of 2013)",
    shortName: "Companies Act",
    kind: "act",
    status: "in force",
    inForceFrom: "2013-09-12",
    reviewedOn: checked,
    source: { url: "https://www.mca.gov.in/", citation: "Ministry of Corporate Affairs, Act 18 of 2013" },
  },
  contractAct: {
    name: "Indian Contract Act, 1872",
    title: "The Indian Contract Act, 1872 (9 of 1872)",
    shortName: "Indian Contract Act",
    kind: "act",
    status: "in force",
    inForceFrom: "1872-09-01",
    reviewedOn: checked,
    source: { url: "https://www.indiacode.nic.in/", citation: "India Code, Act 9 of 1872" },
  },
} as const satisfies Record<string, Law>

export const laws = { ...codes, ...centralRules, ...subsumed, ...others } as const satisfies Record<
  string,
  Law
>

export type LawId = keyof typeof laws

export const lawIds = Object.keys(laws) as LawId[]

export function isLawId(id: string): id is LawId {
  return Object.hasOwn(laws, id)
}

export function lawOf(id: LawId): Law {
  return laws[id]
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
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  })
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
 * Law names with a year ("… Act, 1970", "… Rules, 2026") that the register does not list, so a
 * page cannot name a law the register, and so the repeal check, knows nothing about.
 */
export function unregisteredLawNames(text: string): string[] {
  const unknown: string[] = []
  for (const hit of text.matchAll(/\b(?:Act|Code|Rules|Adhiniyam),?\s+(\d{4})\b/g)) {
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
