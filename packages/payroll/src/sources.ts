import type { Source } from "./source"

/*
 * Where each rule comes from, apart from the rules themselves: a calculator imports the figures,
 * and the page gets these as loader data through notes.ts, so no bundle ships the citations
 * (decision 041).
 */

/** EPFO's "Present rates of contribution": the rates, the ₹15,000 ceiling and the charges in force. */
const epfoRates = "https://www.epfindia.gov.in/site_docs/PDFs/MiscPDFs/ContributionRate.pdf"
/** ESIC's contribution page: the rates, the ₹21,000 ceiling and the contribution periods. */
const esicContribution = "https://www.esic.gov.in/contribution"

/** The EPF Act as EPFO publishes it: section 2(b) "basic wages", section 6 contributions. */
const epfAct = "https://www.epfindia.gov.in/site_docs/PDFs/Downloads_PDFs/EPFAct1952.pdf"
/** The EPF Scheme as EPFO publishes it: paragraphs 26(6), 26A and 29. */
const epfScheme = "https://www.epfindia.gov.in/site_docs/PDFs/Downloads_PDFs/EPFScheme.pdf"

export const providentFundSources = {
  wages: {
    name: "Employees' Provident Funds and Miscellaneous Provisions Act, 1952, sections 2(b) and 6: contributions on basic wages, dearness allowance and retaining allowance; the Act stays in force, as S.O. 5319(E) of 21 November 2025 left its repeal by section 164 of the Code on Social Security, 2020 out of force. Disputed: whether the codes' wage definition, with its 50% add-back, applies to PF while the Act stands",
    url: epfAct,
    date: "2025-11-21",
  },
  jointRequest: {
    name: "Employees' Provident Funds Scheme, 1952, paragraph 26(6): contributions on pay above ₹15,000 a month only on a joint request of the employer and the employee, allowed by the PF authority",
    url: epfScheme,
    date: "2014-09-01",
  },
  contribution: {
    name: "Employees' Provident Funds Scheme, 1952, paragraphs 26A and 29: 12% each on wages up to ₹15,000 a month (from 1 September 2014, G.S.R. 609(E)), or on the full wages by choice; continued under the Code on Social Security, 2020, until the Central Government frames a new scheme",
    url: epfoRates,
    date: "2014-09-01",
  },
  pension: {
    name: "Employees' Pension Scheme, 1995, paragraph 3(2): 8.33% of pay up to ₹15,000 from the employer's 12%",
    url: epfoRates,
    date: "2014-09-01",
  },
  edli: {
    name: "Employees' Deposit Linked Insurance Scheme, 1976: 0.5% of wages up to ₹15,000; EDLI administration charges nil from 1 April 2017",
    url: epfoRates,
    date: "2017-04-01",
  },
  admin: {
    name: "EPF administration charges reduced to 0.50% of EPF wages, minimum ₹500 a month per establishment (₹75 with no contributing member), from 1 June 2018",
    url: epfoRates,
    date: "2018-06-01",
  },
  rounding: {
    name: "Employees' Provident Funds Scheme, 1952, paragraph 29: contributions rounded to the nearest rupee, 50 paise or more counted as the next higher rupee",
    url: epfScheme,
    date: "1952-11-01",
  },
} as const satisfies Record<string, Source>

export const esicSources = {
  wages: {
    name: "Code on Social Security, 2020, section 2(88): ESI coverage and contributions on wages as the Code defines them (basic, DA and retaining allowance, with allowances above half of all pay added back), not on the gross. ESIC asked employers in December 2025 to re-examine coverage on this definition (instructions of 10 December 2025, reported; their text was not found on esic.gov.in)",
    url: "https://labour.gov.in/sites/default/files/ss_code_gazette.pdf",
    date: "2025-11-21",
  },
  rates: {
    name: "ESIC, rates of contribution: employer 3.25%, employee 0.75% (from 1 July 2019 under the ESI (Central) Rules, 1950, since superseded by the Social Security (Central) Rules, 2026, G.S.R. 344(E), 8 May 2026), each rounded up to the next rupee",
    url: esicContribution,
    date: "2019-07-01",
  },
  ceiling: {
    name: "ESIC, coverage: wages up to ₹21,000 a month (from 1 January 2017 under the ESI (Central) Rules, 1950, since superseded by the Social Security (Central) Rules, 2026; ESIC's page still gives ₹21,000)",
    url: esicContribution,
    date: "2017-01-01",
  },
  period: {
    name: "ESIC, contribution periods (1 April to 30 September, 1 October to 31 March): an employee whose wages rise above the ceiling after a period begins stays covered, and contributes on the whole wages, to the end of that period (rule 50 of the ESI (Central) Rules, 1950, superseded by the Social Security (Central) Rules, 2026 on 8 May 2026)",
    url: esicContribution,
    date: "2017-01-01",
  },
  headcount: {
    name: "Code on Social Security, 2020, First Schedule: the ESI chapter applies to establishments with ten or more employees; the gratuity chapter to factories, mines, plantations and shops or establishments with ten or more",
    url: "https://labour.gov.in/sites/default/files/ss_code_gazette.pdf",
    date: "2025-11-21",
  },
} as const satisfies Record<string, Source>

const socialSecurityCode = "https://labour.gov.in/sites/default/files/ss_code_gazette.pdf"

export const gratuitySources = {
  formula: {
    name: "Code on Social Security, 2020, section 53(2): fifteen days' wages for every completed year of service or part thereof in excess of six months, a month's wages being taken as 26 days' (as in the Payment of Gratuity Act, 1972, section 4(2), which the Code replaced on 21 November 2025)",
    url: socialSecurityCode,
    date: "2025-11-21",
  },
  ceiling: {
    name: "Code on Social Security, 2020, section 53(3): gratuity not to exceed the amount the Central Government notifies; ₹20,00,000 was notified under the Payment of Gratuity Act, 1972 (now this Code; S.O. 1420(E), 29 March 2018), and no new figure under the Code has been found",
    url: socialSecurityCode,
    date: "2018-03-29",
  },
  eligibility: {
    name: "Code on Social Security, 2020, section 53(1) and its proviso: five years' continuous service, one year for a fixed-term employee; Ministry of Labour and Employment, FAQs on Labour Codes",
    url: "https://labour.gov.in/en/faqs-labour-codes",
    date: "2025-11-21",
  },
  fixedTerm: {
    name: 'Code on Social Security, 2020, section 53(1), proviso: gratuity to a fixed-term employee on pro rata basis, the five years not being necessary; in force from 21 November 2025 (S.O. 5319(E)). The Code does not define "pro rata"',
    url: socialSecurityCode,
    date: "2025-11-21",
  },
  before: {
    name: "Code on Social Security, 2020, section 164: the Payment of Gratuity Act, 1972 was repealed from 21 November 2025, so its sections 2(s) and 4 still govern service that ended before that day: wages are basic and DA, and five years are needed whatever the contract",
    url: socialSecurityCode,
    date: "2025-11-21",
  },
} as const satisfies Record<string, Source>

export const bonusSources = {
  bonus: {
    name: "Code on Wages, 2019, sections 26 and 27: minimum bonus of 8.33% of the wages earned in the year, for employees whose wages do not exceed the notified limit; the Payment of Bonus Act's ₹21,000 limit and ₹7,000 calculation ceiling (or the minimum wage if higher) are used until new figures are notified",
    url: "https://labour.gov.in/sites/default/files/the_code_on_wages_2019_no._29_of_2019.pdf",
    date: "2025-11-21",
  },
  headcount: {
    name: "Code on Wages, 2019, Chapter IV (bonus): applies to every establishment in which twenty or more persons are employed on any day of the accounting year",
    url: "https://labour.gov.in/sites/default/files/the_code_on_wages_2019_no._29_of_2019.pdf",
    date: "2025-11-21",
  },
} as const satisfies Record<string, Source>

export const codeWageSources = {
  definition: {
    name: "Code on Wages, 2019, section 2(y), and Ministry of Labour and Employment, FAQs on Labour Codes, questions 2 to 6: wages are basic pay, dearness allowance and retaining allowance; payments other than these above 50% of all remuneration are added back; one definition across all four codes",
    url: "https://labour.gov.in/en/faqs-labour-codes",
    date: "2025-11-21",
  },
} as const satisfies Record<string, Source>

const incomeTaxAct2025 =
  "https://www.incometaxindia.gov.in/documents/d/guest/income_tax_act_2025_as_amended_by_fa_act_2026-pdf"

type IncomeTaxSources = Record<
  "rates" | "rebate" | "standardDeduction" | "surcharge" | "cess" | "rounding",
  Source
>

/** By financial year: the 1961 Act for 2025-26, the 2025 Act for 2026-27. */
export const incomeTaxSources = {
  "2025-26": {
    rates: {
      name: "Finance Act, 2025: section 115BAC(1A) of the Income-tax Act, 1961, rates for FY 2025-26 (Memorandum explaining the provisions of the Finance Bill, 2025)",
      url: "https://www.indiabudget.gov.in/budget2025-26/doc/memo.pdf",
      date: "2025-02-01",
    },
    rebate: {
      name: "Section 87A of the Income-tax Act, 1961, as amended by the Finance Act, 2025: rebate up to ₹60,000 and marginal relief (Memorandum explaining the provisions of the Finance Bill, 2025)",
      url: "https://www.indiabudget.gov.in/budget2025-26/doc/memo.pdf",
      date: "2025-02-01",
    },
    standardDeduction: {
      name: "Section 16(ia) of the Income-tax Act, 1961: ₹75,000 under the new regime, from the Finance (No. 2) Act, 2024 (Budget speech, 23 July 2024)",
      url: "https://www.indiabudget.gov.in/budget2024-25/doc/Budget_Speech.pdf",
      date: "2024-07-23",
    },
    surcharge: {
      name: "Finance Act, 2025, First Schedule, Part I, Paragraph A: surcharge of 10%, 15% and 25% on total income above ₹50 lakh, ₹1 crore and ₹2 crore, at most 25% under section 115BAC, each with marginal relief",
      url: "https://www.indiabudget.gov.in/budget2025-26/doc/memo.pdf",
      date: "2025-02-01",
    },
    cess: {
      name: "Finance Act, 2025, section 2: Health and Education Cess at 4% of income-tax and surcharge",
      url: "https://www.indiabudget.gov.in/budget2025-26/doc/memo.pdf",
      date: "2025-02-01",
    },
    rounding: {
      name: "Sections 288A and 288B of the Income-tax Act, 1961: total income and tax payable rounded to the nearest ten rupees",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
      date: "1988-04-01",
    },
  },
  "2026-27": {
    rates: {
      name: "Income-tax Act, 2025, section 202 (the new tax regime), as amended by the Finance Act, 2026: slabs unchanged from FY 2025-26",
      url: "https://www.incometaxindia.gov.in/w/section-202-76",
      date: "2026-04-01",
    },
    rebate: {
      name: "Income-tax Act, 2025, section 156: rebate up to ₹60,000 on a total income up to ₹12 lakh under section 202, with marginal relief",
      url: "https://www.incometaxindia.gov.in/w/section-156-84",
      date: "2026-04-01",
    },
    standardDeduction: {
      name: "Income-tax Act, 2025, section 19: standard deduction of ₹75,000 from salary under section 202",
      url: "https://www.incometaxindia.gov.in/w/section-19-206",
      date: "2026-04-01",
    },
    surcharge: {
      name: "Finance Act, 2026, First Schedule, Part I: surcharge of 10%, 15% and 25% on total income above ₹50 lakh, ₹1 crore and ₹2 crore, at most 25% under section 202 of the Income-tax Act, 2025, with marginal relief at each threshold (rates as for FY 2025-26)",
      url: incomeTaxAct2025,
      date: "2026-04-01",
    },
    cess: {
      name: "Finance Act, 2026, First Schedule: Health and Education Cess at 4% of income-tax and surcharge",
      url: incomeTaxAct2025,
      date: "2026-04-01",
    },
    rounding: {
      name: "Income-tax Act, 2025, as amended by the Finance Act, 2026: total income and tax rounded to the nearest ten rupees (carried over from sections 288A and 288B of the 1961 Act; the 2025 Act's section number not confirmed)",
      url: incomeTaxAct2025,
      date: "2026-04-01",
    },
  },
} as const satisfies Record<string, IncomeTaxSources>
