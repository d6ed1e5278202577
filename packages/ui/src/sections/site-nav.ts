export type NavLink = {
  label: string
  href: string
  /** The label's language where it differs from the page's (a service's English name on a Hindi page). */
  lang?: string
}
export type ServiceNavLink = NavLink & { description: string; icon: string }

/** Whether a link points at the page being shown, or at a section the page belongs to. */
export function isCurrent(href: string, currentPath: string) {
  return href === "/" ? currentPath === "/" : currentPath === href || currentPath.startsWith(`${href}/`)
}
