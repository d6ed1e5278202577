import { ratesPage } from "@repo/content/tools"
import { PageHero } from "@repo/ui/sections/page-hero"
import { RateList } from "@repo/ui/sections/rate-list"

import { buildDate } from "../../lib/build-date"
import { rateItemsOn } from "../../lib/rate-items"
import { pageMeta } from "../../lib/seo"
import type { Route } from "./+types/rates"

const path = "/tools/rates"

// Runs at build time only: the page is the table as in force on the build's day.
export function loader() {
  const builtOn = buildDate()
  return { builtOn, groups: rateItemsOn(builtOn) }
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...ratesPage.seo, path, breadcrumb: "Statutory rates" })

export default function Rates({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={ratesPage.eyebrow} title={ratesPage.title} lead={ratesPage.lead} />
      <RateList
        groups={loaderData.groups}
        copy={{
          since: ratesPage.columns.from,
          source: ratesPage.columns.source,
          before: ratesPage.columns.replaced,
          upcoming: ratesPage.upcomingHeading,
          reviewed: ratesPage.reviewed,
        }}
      />
    </>
  )
}
