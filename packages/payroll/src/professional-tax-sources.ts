import type { StateCode } from "./professional-tax"
import type { Source } from "./source"

/**
 * Each state's schedule in a sentence a reader can check against its source. Apart from the
 * schedules (professional-tax.ts), so a calculator's bundle carries the figures and not the citations:
 * pages get these as loader data, through notes.ts.
 */
export const professionalTaxSources = {
  "uttar-pradesh": {
    summary:
      "No professional tax: Uttar Pradesh has enacted no law under Article 276 of the Constitution taxing salaries, so nothing is deducted.",
  },
  delhi: {
    summary:
      "No professional tax: Delhi has enacted no law under Article 276 of the Constitution taxing salaries, so nothing is deducted.",
  },
  maharashtra: {
    summary:
      "Men: nil up to ₹7,500 a month, ₹175 a month up to ₹10,000, then ₹2,500 a year (₹200 a month, ₹300 in February). Women: nil up to ₹25,000 a month, then ₹2,500 a year the same way.",
    source: {
      name: "Maharashtra State Tax on Professions, Trades, Callings and Employments Act, 1975, Schedule I, entry 1, as amended from 1 April 2023",
      url: "https://www.mahagst.gov.in/en/profession-tax-and-other-rate-schedule",
      date: "2023-04-01",
    },
  },
  karnataka: {
    summary: "Nil below ₹25,000 a month; from ₹25,000, ₹200 a month and ₹300 in February (₹2,500 a year).",
    source: {
      name: "Karnataka Tax on Profession, Trades, Callings and Employments (Amendment) Act, 2025 (Karnataka Act 33 of 2025), with the ₹25,000 threshold of the 2023 amendment: the Commercial Taxes Department's professional tax portal",
      url: "https://pt.kar.nic.in/",
      date: "2025-04-01",
    },
  },
  "west-bengal": {
    summary:
      "Nil up to ₹10,000 a month; ₹110 up to ₹15,000; ₹130 up to ₹25,000; ₹150 up to ₹40,000; ₹200 above.",
    source: {
      name: "West Bengal State Tax on Professions, Trades, Callings and Employments Act, 1979, Schedule, serial 1 (salary and wage earners)",
      url: "https://wbprofessiontax.gov.in/pages/view/47-the-west-bengal-state-tax-on-professions,-trades,-callings-and-employments-act,-1979",
      date: "2021-07-01",
    },
  },
  "tamil-nadu": {
    summary:
      "Levied by the local body on half-yearly income; Greater Chennai Corporation's rates: nil up to ₹21,000 a half-year, ₹180 up to ₹30,000, ₹425 up to ₹45,000, ₹930 up to ₹60,000, ₹1,025 up to ₹75,000, ₹1,250 above.",
    source: {
      name: "Greater Chennai Corporation, the local body that levies it: circular R.D.(HQ).C.No.PT/SPL/2024 (revised half-yearly profession tax)",
      url: "https://chennaicorporation.gov.in/",
      date: "2025-01-20",
    },
  },
  gujarat: {
    summary: "Nil up to ₹12,000 a month; ₹200 a month above.",
    source: {
      name: "Government of Gujarat, Finance Department notification GHN-35-PFT-2022-S.3(2)(10)-TH",
      url: "https://financedepartment.gujarat.gov.in/",
      date: "2022-04-08",
    },
  },
  telangana: {
    summary: "Nil up to ₹15,000 a month; ₹150 up to ₹20,000; ₹200 above.",
    source: {
      name: "Telangana Tax on Professions, Trades, Callings and Employments Act, 1987, First Schedule (as amended up to date), serial 1 (salary and wage earners)",
      url: "https://tgct.gov.in/tgportal/AllActs/APPT/APPTSchedule.aspx",
      date: "2013-02-01",
    },
  },
} as const satisfies Record<StateCode, { summary: string; source?: Source }>
