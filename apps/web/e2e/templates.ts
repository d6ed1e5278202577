// One page per template: the route table (app/routes.ts) names each route module, and a module is a
// template: every page it renders has the same markup around different content. The in-browser checks
// (hydration, console errors, CSP, widths, axe) load one page of each; the request-level checks run on
// every page. A route added later joins both without edits here.
import routes from "../app/routes"

import { prerenderedPaths } from "./support"

type RouteEntry = { file: string; path?: string; index?: boolean }

export type Template = {
  /** The route module, e.g. "routes/service.tsx". */
  file: string
  /** The page the browser checks load: "/no-such-page" for the not-found route. */
  path: string
  /** The status that page answers with. */
  status: 200 | 404
}

/** A route path as a pattern matching a whole URL path: ":param" is one segment, "*" the rest. */
function patternOf(route: RouteEntry): RegExp {
  if (route.index) return /^\/$/
  const segments = (route.path ?? "").split("/").map((segment) => {
    if (segment === "*") return ".*"
    if (segment.startsWith(":")) return "[^/]+"
    return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  })
  return new RegExp(`^/${segments.join("/")}$`)
}

const dynamicSegments = (route: RouteEntry) =>
  (route.path ?? "").split("/").filter((segment) => segment.startsWith(":") || segment === "*").length

/** The route that renders an address: a static route wins over a parameterised one, as in React Router. */
function routeOf(path: string): RouteEntry | undefined {
  const byPrecedence = [...(routes as RouteEntry[])].sort((a, b) => dynamicSegments(a) - dynamicSegments(b))
  return byPrecedence.find((route) => patternOf(route).test(path))
}

/** The route module that renders a page, e.g. "routes/article.tsx" for "/blog/remote-culture". */
export function routeFileOf(path: string): string | undefined {
  return routeOf(path)?.file
}

/**
 * Each route module with the page that stands for it: of the prerendered pages it renders, one of
 * its most parameterised route (the page whose content comes from data), first in sort order.
 */
export function templates(): Template[] {
  const table = routes as RouteEntry[]
  // A module's Hindi pages (/hi/…) are the same template in other words: hindi.spec.ts loads them.
  const pages = prerenderedPaths().filter((path) => path !== "/404" && !path.startsWith("/hi/"))

  const chosen = new Map<string, { path: string; dynamic: number }>()
  for (const path of pages) {
    const route = routeOf(path)
    if (!route || route.path === "*") continue
    const current = chosen.get(route.file)
    if (!current || dynamicSegments(route) > current.dynamic)
      chosen.set(route.file, { path, dynamic: dynamicSegments(route) })
  }
  const found: Template[] = [...chosen].map(([file, { path }]) => ({ file, path, status: 200 }))
  const notFound = table.find((route) => route.path === "*")
  if (notFound) found.push({ file: notFound.file, path: "/no-such-page", status: 404 })
  return found
}

/** Route modules that render no prerendered page (feeds, for instance), for the coverage check. */
export function documentRoutes(): string[] {
  return [...new Set((routes as RouteEntry[]).map((route) => route.file))].filter((file) =>
    file.endsWith(".tsx"),
  )
}
