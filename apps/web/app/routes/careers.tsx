import {
  applyPath,
  careersHero,
  feeNotice,
  hiringSection,
  hiringSteps,
  careersSeo,
  openings,
  openingsAnchor,
  openingsOpenOn,
  openingsSection,
  perks,
  perksSection,
  resumeSection,
} from "@repo/content/careers"
import { careersJobsLink } from "@repo/content/jobs"
import { Button } from "@repo/ui/components/button"
import { Icon } from "@repo/ui/components/icon"
import { Link } from "@repo/ui/components/link"
import { CtaBand } from "@repo/ui/sections/cta-band"
import { FeatureGrid } from "@repo/ui/sections/feature-grid"
import { OpeningIndex, OpeningList } from "@repo/ui/sections/opening-list"
import { NoticePanel } from "@repo/ui/sections/notice-panel"
import { PageHero } from "@repo/ui/sections/page-hero"
import { ProcessSteps } from "@repo/ui/sections/process-steps"
import { Section } from "@repo/ui/sections/section"

import { buildDate } from "../lib/build-date"
import { pageMeta } from "../lib/seo"
import { jobPostingJsonLd } from "../lib/page-structured-data"
import type { Route } from "./+types/careers"

/** The careers page as of `today`: only the openings that take applications that day. */
export function careersData(today: string) {
  return {
    openings: openingsOpenOn(today, openings).map((opening) => ({
      ...opening,
      applyHref: applyPath(opening.id),
    })),
  }
}

// Runs when the site is built: an opening past its last day is gone from the next build.
export function loader() {
  return careersData(buildDate())
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  ...pageMeta({ ...careersSeo, path: "/careers" }),
  ...(data?.openings ?? []).map((opening) => ({ "script:ld+json": jobPostingJsonLd(opening) })),
]

const numberedSteps = hiringSteps.map((step, index) => ({
  number: String(index + 1).padStart(2, "0"),
  title: step.title,
  description: step.description,
  duration: step.time,
}))

export default function Careers({ loaderData }: Route.ComponentProps) {
  const listed = loaderData.openings
  return (
    <>
      <PageHero
        eyebrow={careersHero.eyebrow}
        title={careersHero.title}
        lead={careersHero.lead}
        actions={[careersJobsLink]}
        aside={
          listed.length > 0 ? (
            <OpeningIndex heading={careersHero.indexHeading} openings={listed} />
          ) : undefined
        }
      />
      <FeatureGrid columns={4} {...perksSection} features={perks} />
      {listed.length > 0 ? (
        <OpeningList
          id={openingsAnchor}
          tone="muted"
          eyebrow={openingsSection.eyebrow}
          heading={openingsSection.heading}
          lead={openingsSection.lead}
          openings={listed}
        />
      ) : (
        <Section
          id={openingsAnchor}
          tone="muted"
          className="scroll-mt-16"
          eyebrow={openingsSection.eyebrow}
          title={openingsSection.heading}
          lead={openingsSection.noneLead}
        >
          <Button asChild>
            <Link href={resumeSection.action.href}>{resumeSection.action.label}</Link>
          </Button>
        </Section>
      )}
      <ProcessSteps id="how-we-hire" className="scroll-mt-16" {...hiringSection} steps={numberedSteps} />
      <NoticePanel heading={feeNotice.heading} body={feeNotice.body} className="pt-0 sm:pt-0 lg:pt-0">
        <p>
          <Link
            href={feeNotice.link.href}
            className="inline-flex items-center gap-1.5 font-semibold text-primary underline underline-offset-4"
          >
            {feeNotice.link.label}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </p>
      </NoticePanel>
      <CtaBand heading={resumeSection.heading} body={resumeSection.body} primary={resumeSection.action}>
        <p className="mt-5 text-lg font-semibold">
          <span className="font-normal text-ink-muted">{resumeSection.emailNote} </span>
          <a
            href={`mailto:${resumeSection.email}?subject=${encodeURIComponent("Resume: General application")}`}
            className="text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent"
          >
            {resumeSection.email}
          </a>
        </p>
      </CtaBand>
    </>
  )
}
