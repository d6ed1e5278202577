// The only things the site keeps in a visitor's browser (the cookie policy lists them). Kept apart
// from the policy's text so the pages that use a key do not load the whole policy.

/** The sessionStorage key under which the contact form keeps its unsent draft. */
export const contactDraftStorageKey = "talentrise:contact-draft"

/** The sessionStorage key under which the staffing brief (/hire) keeps its unsent draft. */
export const briefDraftStorageKey = "talentrise:brief-draft"

/** The sessionStorage key under which the site remembers where you had scrolled on each page. */
export const scrollPositionsStorageKey = "talentrise:scroll-positions"

/**
 * The sessionStorage key prefix under which an application form keeps its unsent draft (never the
 * résumé), one per opening: `talentrise:application-draft:<opening id>`.
 */
export const applicationDraftStoragePrefix = "talentrise:application-draft:"

/** Where the content editor (Decap CMS at /admin) keeps an item in the browser. */
export type EditorStorageKind = "local storage" | "session storage" | "IndexedDB"

/**
 * What the content editor at /admin keeps in the browser of a member of staff who signs in to it,
 * as Decap CMS 3.16.3 writes it (the cookie policy lists these; apps/web/admin/storage.test.ts checks
 * the keys against the installed editor, so an upgrade that adds one fails until it is listed).
 * Visitors who never open /admin get none of them.
 */
export const editorStorage: readonly {
  name: string
  kind: EditorStorageKind
  purpose: string
}[] = [
  {
    name: "decap-cms-user",
    kind: "local storage",
    purpose:
      "The signed-in editor's GitHub user name, avatar and access token, so a reload keeps them signed in",
  },
  {
    name: "decap-cms-auth",
    kind: "session storage",
    purpose: "A one-time random value that ties the GitHub sign-in window to the editor",
  },
  {
    name: "decap-cms.entries.sort",
    kind: "local storage",
    purpose: "How each list of entries is sorted",
  },
  {
    name: "decap-cms.entries.viewStyle",
    kind: "local storage",
    purpose: "Whether entries are shown as a list or a grid",
  },
  {
    name: "cms.split-pane-position",
    kind: "local storage",
    purpose: "The width of the editing pane beside the preview",
  },
  {
    name: "cms.scroll-sync-enabled",
    kind: "local storage",
    purpose: "Whether the preview scrolls with the editing pane",
  },
  {
    name: "cms.right-pane",
    kind: "local storage",
    purpose: "Which pane (preview or another) is open beside the editing pane",
  },
  {
    name: "cms.md-mode",
    kind: "local storage",
    purpose: "Whether a text field is edited as rich text or as Markdown",
  },
  {
    name: "what-input, what-intent",
    kind: "session storage",
    purpose:
      "Whether the mouse, keyboard or touch was used last, so focus outlines show only for the keyboard",
  },
  {
    name: "backup.<collection>.<entry>",
    kind: "IndexedDB",
    purpose:
      "An unsaved copy of the entry being edited, so a closed tab loses nothing; with the editor's cache of files read from the repository",
  },
]
