import {
  applicationDraftStoragePrefix,
  briefDraftStorageKey,
  contactDraftStorageKey,
  scrollPositionsStorageKey,
} from "./storage"

export const legalSlugs = ["privacy-policy", "terms-of-service", "cookie-policy"] as const

export type LegalSlug = (typeof legalSlugs)[number]

export type LegalSection = {
  /** Anchor for the table of contents, computed from the heading. */
  id: string
  heading: string
  /** The section's text, rendered at build time. */
  html: string
}

/** A legal page as its Markdown file describes it (`src/legal/<slug>.md`, loaded by `legal-documents.ts`). */
export type LegalDocument = {
  slug: LegalSlug
  title: string
  /** Meta description, at most 160 characters. */
  description: string
  /** The day the text last changed, YYYY-MM-DD: the frontmatter's `updated`. */
  updated: string
  /** `updated` as the page shows it, e.g. "15 March 2025". */
  lastUpdated: string
  /** The text before the first section, rendered. */
  introHtml: string
  sections: readonly LegalSection[]
  /** Everything a reader reads, as plain text (for checks). */
  text: string
  words: number
}

export function legalHref(slug: LegalSlug): `/${LegalSlug}` {
  return `/${slug}`
}

export type CookieDisclosureItem = {
  name: string
  purpose: string
  duration: string
  kind: "strictly necessary"
}

export type CookieDisclosure = {
  title: string
  summary: string
  items: readonly CookieDisclosureItem[]
  note: string
}

/** What the "Manage Cookie Preferences" dialog shows: everything the site stores, and nothing to switch off. */
export const cookieDisclosure: CookieDisclosure = {
  title: "What this site stores",
  summary:
    "This website sets no cookies and uses no analytics, tracking or advertising. The only things it keeps in your browser are the entries below, which the site needs to work, so there is nothing optional to switch on or off.",
  items: [
    {
      name: contactDraftStorageKey,
      purpose:
        "Keeps what you have typed into the contact form in this tab's sessionStorage, so a reload or a failed send loses nothing. It stays in your browser and is not sent anywhere until you press Send Message. Once you have pressed it, it also holds a random number that names your message, so that sending it again after a failure never delivers it twice.",
      duration: "Until your message is sent or you close the tab",
      kind: "strictly necessary",
    },
    {
      name: briefDraftStorageKey,
      purpose:
        "Keeps what you have typed into the staffing brief in this tab's sessionStorage, so a reload or a failed send loses nothing. It is not sent anywhere until you press Send brief; once you have, it also holds a random number that names your brief, so that sending it again after a failure never delivers it twice.",
      duration: "Until your brief is sent or you close the tab",
      kind: "strictly necessary",
    },
    {
      name: `${applicationDraftStoragePrefix}<opening>`,
      purpose:
        "Keeps what you have typed into a job application form in this tab's sessionStorage, one draft per opening, so a reload or a failed send loses nothing. It never holds your résumé file, and it is not sent anywhere until you send your application.",
      duration: "Until your application is sent or you close the tab",
      kind: "strictly necessary",
    },
    {
      name: scrollPositionsStorageKey,
      purpose:
        "Remembers in this tab's sessionStorage where you had scrolled on each page, so the Back button returns you to the same place. It is never sent anywhere.",
      duration: "Until you close the tab",
      kind: "strictly necessary",
    },
  ],
  note: "The content editor at /admin, which only our staff sign in to, keeps its own items, such as the signed-in editor's access token; the Cookie Policy on this page lists them. If we ever add optional cookies, we will ask for your consent before setting any, and you will be able to choose here.",
}
