import {
  branchOffice,
  contactFaqs,
  contactFaqSection,
  contactHero,
  hiringNeed,
  immediateAssistance,
  quickContact,
} from "@repo/content/contact"
import { Icon } from "@repo/ui/components/icon"
import { Link } from "@repo/ui/components/link"
import { AssistanceCard, ContactCard } from "@repo/ui/sections/contact-cards"
import { FaqSection } from "@repo/ui/sections/faq-list"
import { PageHero } from "@repo/ui/sections/page-hero"
import type { ReactNode } from "react"

/** The contact page around its form: the hero, the ways to reach us, and the questions asked most. */
export default function ContactPage({ form }: { form: ReactNode }) {
  return (
    <>
      <PageHero {...contactHero}>
        {/* A client who needs people briefs us in one go: said where a phone shows it first. */}
        <p
          data-slot="hiring-need"
          className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl bg-ink-foreground/10 px-4 py-3 text-ink-foreground ring-1 ring-ink-foreground/15"
        >
          <Icon name="users" className="size-5 shrink-0 text-accent" />
          <span className="font-semibold">{hiringNeed.title}</span>
          <span className="text-ink-muted">{hiringNeed.body}</span>
          <Link
            href={hiringNeed.action.href}
            className="inline-flex items-center gap-1 font-semibold underline underline-offset-4"
          >
            {hiringNeed.action.label}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </p>
      </PageHero>
      <div className="container-page grid grid-cols-[minmax(0,1fr)] items-start gap-6 pt-10 pb-16 sm:pt-14 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8 lg:pb-24 xl:grid-cols-[minmax(0,1fr)_24rem]">
        {form}
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
          <ContactCard title={quickContact.title} details={quickContact.details} />
          <ContactCard
            title={branchOffice.title}
            subtitle={branchOffice.name}
            details={branchOffice.details}
          />
        </div>
        <AssistanceCard {...immediateAssistance} className="lg:col-span-2" />
      </div>
      <FaqSection {...contactFaqSection} items={contactFaqs} />
    </>
  )
}
