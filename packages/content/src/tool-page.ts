import { contactHrefFor } from "./services"

/** Copy every tool page shares. Every payroll question leads to the Payroll Management service, its interest preselected. */
export const toolPageCopy = {
  eyebrow: "Payroll tools",
  formHeading: "Your figures",
  resultsHeading: "Result",
  rulesHeading: "How it is worked out",
  rulesLead: "The rules for FY 2025-26, each with the official source it comes from.",
  notCoveredHeading: "What this calculator does not cover",
  privacy: "Runs in your browser: nothing you type is sent anywhere.",
  copyLink: "Copy link",
  linkCopied: "Link copied: it carries your figures.",
  copyFailed: "Could not copy the link: copy it from the address bar.",
  print: "Print",
  noScript:
    "The calculator needs JavaScript. The rules below show how every figure is worked out, so you can apply them by hand.",
  cta: {
    heading: "Let us run your payroll",
    body: "Every rule on this page, for every employee and every state, checked before each pay run and filed on time.",
    primary: { label: "Talk to our payroll team", href: contactHrefFor("payroll-management") },
    secondary: { label: "Payroll Management", href: "/services/payroll-management" },
  },
} as const
