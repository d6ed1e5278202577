// A client role's page: its hero, the facts beside the text, and Apply. The route renders it with
// the role from its file; the editor's preview (admin/previews.tsx) renders it from the form.
import { formatIsoDate } from "@repo/content/dates"
import { fraudLink } from "@repo/content/fraud-links"
import { type ClientRole, engagementLabels, jobApplyPath, jobPage, jobsPath } from "@repo/content/jobs"
import { Button } from "@repo/ui/components/button"
import { Icon } from "@repo/ui/components/icon"
import { Link } from "@repo/ui/components/link"
import { PageHero } from "@repo/ui/sections/page-hero"
import { RichText } from "@repo/ui/sections/rich-text"

import { type Locale } from "../lib/locale"
import { formatDayIn, localePath } from "../lib/locale-paths"
import type { JobWords } from "../lib/words.server"

export type JobPageProps = {
  role: ClientRole & { href: string }
  /** The pay as the page writes it: "₹32,000–42,000 a month". */
  pay: string
  /** The page's own words in another language (its loader's); English by default. */
  words?: JobWords
  /** The language of the role's own words where it differs from the page's: "en" on a Hindi page. */
  textLang?: string
  /** How the role's function reads in the page's language. */
  functionLabel?: string
  /** The page's language: its dates are written in it. */
  locale?: Locale
}

const englishWords = {
  ...jobPage,
  locationLabel: "Location",
  engagementLabel: "Engagement",
  experienceLabel: "Experience",
  fraudLink,
  engagementLabels,
}

export default function JobPage({ role, pay, words, textLang, functionLabel, locale = "en" }: JobPageProps) {
  const w = words ?? englishWords
  const day = (iso: string) => (locale === "en" ? formatIsoDate(iso) : formatDayIn(iso, locale))
  const facts = [
    { icon: "banknote", label: w.payLabel, value: pay },
    { icon: "map-pin", label: w.locationLabel, value: role.location },
    { icon: "briefcase", label: w.engagementLabel, value: w.engagementLabels[role.engagement] },
    { icon: "clock", label: w.experienceLabel, value: role.experience },
    { icon: "building-2", label: w.clientLabel, value: role.client, lang: textLang },
    {
      icon: "layers",
      label: w.industryLabel,
      value: `${role.industry} · ${functionLabel ?? role.function}`,
    },
  ]
  return (
    <>
      <PageHero eyebrow={w.eyebrow} title={role.title} lead={role.summary} textLang={textLang}>
        <p className="mt-5">
          <Link
            href={locale === "en" ? jobsPath : `/${locale}${jobsPath}`}
            className="inline-flex items-center gap-1.5 font-semibold text-ink-foreground underline decoration-accent decoration-2 underline-offset-4"
          >
            <Icon name="arrow-left" className="size-4" />
            {w.backLabel}
          </Link>
        </p>
      </PageHero>
      <div className="container-page grid items-start gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12 lg:py-20">
        <aside className="rounded-2xl border border-border bg-background p-6 shadow-card lg:sticky lg:top-28 lg:order-2">
          <dl className="grid gap-4">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Icon name={fact.icon} className="size-5 shrink-0 text-primary" />
                  {fact.label}
                </dt>
                <dd
                  lang={fact.lang}
                  className={fact.icon === "banknote" ? "pl-7 text-lg font-bold" : "pl-7 font-medium"}
                >
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-5 border-t border-border pt-4 text-sm text-muted-foreground">
            {w.postedLabel} <time dateTime={role.datePosted}>{day(role.datePosted)}</time> · {w.closesLabel}{" "}
            <time dateTime={role.validThrough}>{day(role.validThrough)}</time>
          </p>
          <Button
            asChild
            size="lg"
            className="mt-5 h-auto min-h-12 w-full py-3 text-center whitespace-normal"
          >
            {/* The quick apply in the page's own language: /hi/jobs/<role>/apply from a Hindi page. */}
            <Link href={localePath(jobApplyPath(role.slug), locale)}>
              {w.applyLabel}
              <Icon name="arrow-right" />
            </Link>
          </Button>
          <p className="mt-4 flex gap-2 text-sm leading-relaxed">
            <Icon name="shield-check" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              {w.feeNote}{" "}
              <Link
                href={w.fraudLink.href}
                className="font-semibold text-primary underline underline-offset-4"
              >
                {w.fraudLink.label}
              </Link>
            </span>
          </p>
        </aside>
        <div className="grid gap-10 lg:order-1">
          <section aria-labelledby="about-the-role">
            <h2 id="about-the-role" className="text-2xl font-bold tracking-tight">
              {w.aboutHeading}
            </h2>
            <RichText html={role.html} lang={textLang} className="mt-4" />
          </section>
          {[
            {
              id: "responsibilities",
              heading: w.responsibilitiesHeading,
              items: role.responsibilities,
            },
            { id: "requirements", heading: w.requirementsHeading, items: role.requirements },
          ].map((list) => (
            <section key={list.id} aria-labelledby={list.id}>
              <h2 id={list.id} className="text-2xl font-bold tracking-tight">
                {list.heading}
              </h2>
              <ul lang={textLang} className="mt-4 grid gap-3">
                {list.items.map((item) => (
                  <li key={item} className="flex items-start gap-3 leading-relaxed">
                    <Icon name="check" className="mt-1 size-4 shrink-0 text-success" />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </>
  )
}
