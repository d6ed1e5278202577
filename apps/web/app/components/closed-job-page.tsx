// A closed client role's address: it says the role has closed and offers open roles like it, in
// place of a not-found page, so a shared or bookmarked link still leads somewhere useful.
import { type ClientRole, closedJobPage, formatPay, jobPath } from "@repo/content/jobs"
import { Button } from "@repo/ui/components/button"
import { Icon } from "@repo/ui/components/icon"
import { Link } from "@repo/ui/components/link"
import { formatIsoDate } from "@repo/ui/lib/dates"
import { PageHero } from "@repo/ui/sections/page-hero"

export type ClosedJobPageProps = {
  role: Pick<ClientRole, "slug" | "title" | "location">
  /** YYYY-MM-DD: the day it stopped taking applications. */
  closedOn: string
  similar: readonly Pick<ClientRole, "slug" | "title" | "location" | "pay" | "summary">[]
}

export default function ClosedJobPage({ role, closedOn, similar }: ClosedJobPageProps) {
  return (
    <>
      <PageHero
        eyebrow={closedJobPage.eyebrow}
        title={closedJobPage.heading}
        lead={closedJobPage.body(role, formatIsoDate(closedOn))}
      />
      <section aria-labelledby="similar-roles" className="container-page grid gap-6 py-12 sm:py-16 lg:py-20">
        <h2 id="similar-roles" className="text-2xl font-extrabold">
          {closedJobPage.similarHeading}
        </h2>
        {similar.length ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {similar.map((other) => (
              <li
                key={other.slug}
                className="flex flex-col gap-2 rounded-2xl border border-border bg-background p-6 shadow-card"
              >
                <h3 className="text-lg font-bold">
                  <Link href={jobPath(other.slug)} className="underline-offset-4 hover:underline">
                    {other.title}
                  </Link>
                </h3>
                <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <Icon name="map-pin" className="size-4 shrink-0 text-primary" />
                  {other.location}
                </p>
                <p className="font-semibold">{formatPay(other.pay)}</p>
                <p className="text-sm text-muted-foreground">{other.summary}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="max-w-2xl text-muted-foreground">{closedJobPage.noneSimilar}</p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link href={closedJobPage.allRoles.href}>
              {closedJobPage.allRoles.label}
              <Icon name="arrow-right" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href={closedJobPage.register.href}>{closedJobPage.register.label}</Link>
          </Button>
        </div>
      </section>
    </>
  )
}
