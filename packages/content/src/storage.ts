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
