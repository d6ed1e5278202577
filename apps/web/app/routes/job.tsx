import {
  type ClientRole,
  closedJobPage,
  formatPay,
  jobCard,
  jobPage,
  jobPath,
  type RemovedRole,
  roleClosedOn,
  roleHasClosed,
  roleIsOpen,
  similarRoles,
} from "@repo/content/jobs"
import { lazy } from "react"
import { data, isRouteErrorResponse, useRouteError } from "react-router"

import ClosedJobPage from "../components/closed-job-page"
import JobPage from "../components/job-page"
import { buildDate } from "../lib/build-date"
import { localeOf } from "../lib/locale"
import { alternateLinks, localeLinks, localePath } from "../lib/locale-paths"
import { clientJobPostingJsonLd } from "../lib/page-structured-data"
import { pageMeta } from "../lib/seo"
import { hindiJobData } from "../lib/hindi-jobs.server"
import { pageLanguage } from "../lib/words.server"
import type { Route } from "./+types/job"

/**
 * A role's page as of `today`: the role while it is open; once it has closed (past its last day,
 * closed early, or its file removed and recorded in src/jobs-removed.json), a page saying so with
 * open roles like it; before it is posted, or for an address that never was a role, not found.
 */
export function jobData(
  slug: string | undefined,
  today: string,
  roles: readonly ClientRole[],
  removed: readonly RemovedRole[] = [],
) {
  const role = roles.find((entry) => entry.slug === slug)
  if (role && roleIsOpen(role, today))
    return { open: true, role: { ...role, href: jobPath(role.slug) }, pay: formatPay(role.pay) } as const
  const gone: RemovedRole | undefined =
    role && roleHasClosed(role, today)
      ? { ...role, closedOn: roleClosedOn(role) }
      : removed.find((entry) => entry.slug === slug)
  if (!gone) throw data(null, { status: 404 })
  const open = roles.filter((entry) => roleIsOpen(entry, today)).map(jobCard)
  return {
    open: false,
    role: { slug: gone.slug, title: gone.title, location: gone.location, href: jobPath(gone.slug) },
    closedOn: gone.closedOn,
    similar: similarRoles(gone, open).map(({ slug: other, title, location, pay, summary }) => ({
      slug: other,
      title,
      location,
      pay,
      summary,
    })),
  } as const
}

// Runs when the site is built, for each role's page, open or closed, in English, and for each open
// role's page in Hindi (/hi/jobs/<slug>).
export async function loader({ params, request }: Route.LoaderArgs) {
  const { jobsOnDisk, removedRolesOnDisk } = await import("@repo/content/disk")
  const { pathname } = new URL(request.url)
  if (localeOf(pathname) === "hi")
    return { ...hindiJobData(params.slug, buildDate(), jobsOnDisk()), language: pageLanguage(pathname) }
  // The English page carries no role's Hindi (decision 104): its first load stays as it was.
  const roles = jobsOnDisk().map(({ hi: _hi, ...role }) => role)
  const page = jobData(params.slug, buildDate(), roles, removedRolesOnDisk())
  // A closed role has no Hindi page to switch to.
  return { ...page, language: pageLanguage(pathname, { bilingual: page.open }) }
}

// A slug with no prerendered page: the not-found page, not an error.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader()
  } catch (error) {
    if (isRouteErrorResponse(error) || error instanceof TypeError) throw error
    throw data(null, { status: 404 })
  }
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  if (!loaded) return []
  if (!loaded.open)
    // Kept for old links, not offered to search engines: postbuild leaves it out of the sitemap.
    return [
      ...pageMeta({
        title: closedJobPage.seo.title(loaded.role),
        description: closedJobPage.seo.description(loaded.role),
        path: loaded.role.href,
        breadcrumb: loaded.role.title,
      }),
      { name: "robots", content: "noindex, follow" },
    ]
  const { frame } = loaded.language
  const alternates = alternateLinks(loaded.language.alternates, loaded.language.locale)
  if ("words" in loaded) {
    const jobs = frame?.header.linksAfter.find((link) => link.href === localePath("/jobs", "hi"))
    return pageMeta({
      title: loaded.seoTitle,
      description: loaded.role.summary,
      path: loaded.role.href,
      alternates,
      ogLocale: "hi_IN",
      trail: [
        { name: frame?.header.linksBefore[0]?.label ?? "Home", path: "/" },
        { name: jobs?.label ?? loaded.words.eyebrow, path: localePath("/jobs", "hi") },
        { name: loaded.role.title, path: loaded.role.href },
      ],
    }).concat(localeLinks("hi"), { "script:ld+json": clientJobPostingJsonLd(loaded.role, loaded.posting) })
  }
  return pageMeta({
    title: jobPage.seo.title(loaded.role),
    description: loaded.role.summary,
    path: loaded.role.href,
    breadcrumb: loaded.role.title,
    alternates,
  }).concat({ "script:ld+json": clientJobPostingJsonLd(loaded.role) })
}

const NotFound = lazy(() => import("./not-found"))

export default function Job({ loaderData }: Route.ComponentProps) {
  if (!loaderData.open) return <ClosedJobPage {...loaderData} />
  if ("words" in loaderData)
    return (
      <JobPage
        role={loaderData.role}
        pay={loaderData.pay}
        words={loaderData.words}
        textLang={loaderData.textLang === "en" ? "en" : undefined}
        functionLabel={loaderData.functionLabel}
        locale="hi"
      />
    )
  return <JobPage role={loaderData.role} pay={loaderData.pay} />
}

/** An address under /jobs that names no role, open or closed, is the site's not-found page. */
export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
