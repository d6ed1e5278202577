import { serviceHref, type ServiceSlug } from "@repo/content/services"
import { servicePages } from "@repo/content/services/pages"
import { data, isRouteErrorResponse } from "react-router"

import { deferred } from "../lib/deferred"
import { pageMeta } from "../lib/seo"
import type { Route } from "./+types/service"
import NotFound, { meta as notFoundMeta } from "./not-found"

// Runs at build time for each service (react-router.config.ts prerenders them): a page's content
// reaches the browser in its prerendered HTML and data, and no chunk carries the other six.
export function loader({ params }: Route.LoaderArgs) {
  const slug = params.slug as ServiceSlug
  const page = Object.hasOwn(servicePages, slug) ? servicePages[slug] : undefined
  if (!page) throw data(null, { status: 404 })
  return { slug, page }
}

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  data ? pageMeta({ ...data.page.seo, path: serviceHref(data.slug) }) : notFoundMeta()

// Service pages are read, not operated (their calls to action are plain links): the code that
// renders them loads once the browser is idle; the prerendered page is complete without it.
const ServicePage = deferred(() => import("../components/service-page-view").then((m) => m.default))

export default function Service({ loaderData }: Route.ComponentProps) {
  return <ServicePage page={loaderData.page} />
}

/** An unknown service is the not-found page; anything else goes to the root's error screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
