import type { EngagementKind } from "./staffing-request"

// Links to the staffing brief, apart from its copy: the header, the service pages and Contact link
// to it, and a module they share would carry the whole brief into every page's first load.

export const hirePath = "/hire"

/** Where a call to action opens the brief, with an engagement chosen for the client. */
export function hireHrefFor(engagement?: EngagementKind) {
  return engagement ? `${hirePath}?engagement=${engagement}` : hirePath
}
