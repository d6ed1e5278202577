import { type ClientRole, formatPay, jobPage, jobPath, roleIsOpen } from "@repo/content/jobs"
import { lazy } from "react"
import { data, isRouteErrorResponse, useRouteError } from "react-router"

import JobPage from "../components/job-page"
import { buildDate } from "../lib/build-date"
import { clientJobPostingJsonLd } from "../lib/page-structured-data"
import { pageMeta } from "../lib/seo"
import type { Route } from "./+types/job"

/** A role's page as of `today`; a role not open that day has no page (react-router.config.ts). */
export function jobData(slug: string | undefined, today: string, roles: readonly ClientRole[]) {
  const role = roles.find((entry) => entry.slug === slug)
  if (!role || !roleIsOpen(role, today)) throw data(null, { status: 404 })
  return { role: { ...role, href: jobPath(role.slug) }, pay: formatPay(role.pay) }
}

// Runs when the site is built, for each open role's page.
export async function loader({ params }: Route.LoaderArgs) {
  const { jobsOnDisk } = await import("@repo/content/disk")
  return jobData(params.slug, buildDate(), jobsOnDisk())
}

// A slug with no prerendered page (a role that has closed): the not-found page, not an error.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader()
  } catch (error) {
    if (isRouteErrorResponse(error) || error instanceof TypeError) throw error
    throw data(null, { status: 404 })
  }
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) =>
  loaded
    ? pageMeta({
        title: jobPage.seo.title(loaded.role),
        description: loaded.role.summary,
        path: loaded.role.href,
        breadcrumb: loaded.role.title,
      }).concat({ "script:ld+json": clientJobPostingJsonLd(loaded.role) })
    : []

const NotFound = lazy(() => import("./not-found"))

export default function Job({ loaderData }: Route.ComponentProps) {
  return <JobPage {...loaderData} />
}

/** An address under /jobs that names no open role is the site's not-found page. */
export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
