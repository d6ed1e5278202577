import type { Source } from "./source"

/*
 * The citations of rules that are not a figure of the table of statutory rates (a definition, a
 * formula, a dispute): every figure's own citation is its row's notification and source, in
 * packages/content/src/rates. Written without amounts, so a change of a figure is one new row.
 */

const socialSecurityCode = "https://labour.gov.in/sites/default/files/ss_code_gazette.pdf"
const epfScheme2026 = "https://egazette.gov.in/WriteReadData/2026/273957.pdf"

export const ruleSources = {
  pfWages: {
    name: "Employees' Provident Funds Scheme, 2026 (G.S.R. 525(E), 29 June 2026), made under section 15 of the Code on Social Security, 2020: contributions on wages; EPFO's wage-ceiling FAQ works them on basic wages and dearness allowance, while the Code's definition of wages (section 2(88)) adds back excluded payments above half of all pay. Unsettled",
    url: epfScheme2026,
    date: "2026-06-29",
  },
  jointRequest: {
    name: "Employees' Provident Funds Scheme, 2026 (G.S.R. 525(E), 29 June 2026), paragraphs 18(3) and 19: contributions limited to the wage ceiling, and voluntary contributions above it with additional administration charges; the paragraph that carries the joint option of the 1952 Scheme's paragraph 26(6) is not established",
    url: epfScheme2026,
    date: "2026-06-29",
  },
  rounding: {
    name: "Employees' Provident Funds Scheme, 2026, paragraph 18(5), Employees' Pension Scheme, 2026, paragraph 4(3), and Employees' Deposit Linked Insurance Scheme, 2026, paragraph 5(3): contributions rounded to the nearest rupee, 50 paise or more counted as the next higher rupee",
    url: epfScheme2026,
    date: "2026-06-29",
  },
  esicWages: {
    name: 'ESIC, circular "New wage definition u/s 2(88) of The Code on Social Security, 2020" (11 December 2025): ESI coverage and contributions on wages as the Code defines them, not on the gross; employers to re-examine coverage',
    url: "https://esic.gov.in/attachments/circularfile/New_wage_definition_u_s_2_88_of_The_Code_on_Social_Security_2020_1765902209.pdf",
    date: "2025-12-11",
  },
  codeWages: {
    name: "Code on Wages, 2019, section 2(y), applied by the Code on Social Security, 2020, section 2(88): all remuneration, including basic pay, dearness allowance and retaining allowance, but not HRA, conveyance, overtime, commission and the other payments the section lists; those above half of all remuneration are added back. Ministry of Labour and Employment, FAQs on Labour Codes",
    url: "https://labour.gov.in/en/faqs-labour-codes",
    date: "2025-11-21",
  },
  gratuityFormula: {
    name: "Code on Social Security, 2020, section 53(2): days' wages for every completed year of service or part thereof in excess of six months (as in the Payment of Gratuity Act, 1972, section 4(2), which the Code replaced on 21 November 2025)",
    url: socialSecurityCode,
    date: "2025-11-21",
  },
  gratuityFixedTerm: {
    name: 'Code on Social Security, 2020, section 53(1), proviso: gratuity to a fixed-term employee on pro rata basis; in force from 21 November 2025 (S.O. 5319(E)). The Code does not define "pro rata"',
    url: socialSecurityCode,
    date: "2025-11-21",
  },
  gratuityBefore: {
    name: "Code on Social Security, 2020, section 164: the Payment of Gratuity Act, 1972 was repealed from 21 November 2025, so its sections 2(s) and 4 still govern service that ended before that day: wages are basic and DA, and five years are needed whatever the contract",
    url: socialSecurityCode,
    date: "2025-11-21",
  },
  gratuityServiceYear: {
    name: "Code on Social Security, 2020, section 53(1); on whether 240 days worked in the fifth year complete five years, the Madras High Court held that they do (Mettur Beardsell Ltd v. Regional Labour Commissioner, 12 June 1996) and the Andhra Pradesh High Court that a full five years are needed (P. Raghavulu & Sons v. Additional Labour Court, 1985), both under the Payment of Gratuity Act, 1972, which the Code replaced",
    url: socialSecurityCode,
    date: "2025-11-21",
  },
  incomeTaxRounding: {
    name: "Income-tax Act, 1961, sections 288A and 288B, carried into the Income-tax Act, 2025: total income and tax payable rounded to the nearest ten rupees",
    url: "https://www.incometaxindia.gov.in/documents/d/guest/income_tax_act_2025_as_amended_by_fa_act_2026-pdf",
    date: "2026-04-01",
  },
} as const satisfies Record<string, Source>
