import { contactHrefFor } from "./services"

/** Copy every tool page shares, as the calculator shows it on first load. */
export const toolPageCopy = {
  eyebrow: "Payroll tools",
  formHeading: "Your figures",
  resultsHeading: "Result",
  privacy:
    "Runs in your browser: nothing you type is sent anywhere. Your figures stay in the address after the #, which browsers never send to a server.",
  rounding:
    "Amounts are shown to the nearest rupee, each worked out to the paisa first, so a total can differ by a rupee from its lines.",
  copyLink: "Copy link",
  linkCopied: "Link copied: it carries your figures.",
  copyFailed: "Could not copy the link: copy it from the address bar.",
  print: "Print",
  noScript:
    "The calculator needs JavaScript. The rules below show how every figure is worked out, so you can apply them by hand.",
} as const

/**
 * Copy for the part under a calculator (its rules and the call to action), which loads when the
 * browser is idle: apart, so the calculator's first load does not carry it. Every payroll question
 * leads to the Payroll Management service, its interest preselected.
 */
export const toolDetailsCopy = {
  rulesHeading: "How it is worked out",
  rulesLead:
    "The rules in force, each with the official source it comes from: the labour codes since 21 November 2025, and income tax for FY 2026-27 under the Income-tax Act, 2025 and for FY 2025-26 under the Income-tax Act, 1961.",
  notCoveredHeading: "What this calculator does not cover",
  cta: {
    heading: "Let us run your payroll",
    body: "Every rule on this page, for every employee and every state, checked before each pay run and filed on time.",
    primary: { label: "Talk to our payroll team", href: contactHrefFor("payroll-management") },
    secondary: { label: "Payroll Management", href: "/services/payroll-management" },
  },
} as const
