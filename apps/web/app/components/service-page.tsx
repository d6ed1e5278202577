import { serviceHref, type ServicePage as ServicePageRecord, type ServiceSlug } from "@repo/content/services"

import { deferred } from "../lib/deferred"
import { pageMeta } from "../lib/seo"

/** Title, description and canonical URL of a service page, from its record. */
export function serviceMeta(slug: ServiceSlug, page: ServicePageRecord) {
  return pageMeta({ ...page.seo, path: serviceHref(slug) })
}

/**
 * A whole service page from its record. Service pages are read, not operated (their calls to action
 * are plain links), so the code that renders them loads once the browser is idle; the prerendered
 * page is complete without it.
 */
export const ServicePage = deferred(() => import("./service-page-view").then((m) => m.default))
