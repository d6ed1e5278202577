import {
  branchOffice,
  contactFaqs,
  contactFaqSection,
  contactHero,
  hiringNeed,
  immediateAssistance,
  quickContact,
} from "@repo/content/contact"
import { Button } from "@repo/ui/components/button"
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
      <PageHero {...contactHero} />
      <div className="container-page grid items-start gap-6 pt-10 pb-16 sm:pt-14 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8 lg:pb-24 xl:grid-cols-[minmax(0,1fr)_24rem]">
        {form}
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
          <section
            aria-labelledby="hiring-need"
            className="rounded-2xl border border-primary/20 bg-primary-soft/50 p-6 sm:col-span-2 lg:col-span-1"
          >
            <h2 id="hiring-need" className="flex items-center gap-2 text-lg font-bold">
              <Icon name="users" className="size-5 text-primary" />
              {hiringNeed.title}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{hiringNeed.body}</p>
            <Button asChild variant="outline" size="sm" className="mt-4">
              <Link href={hiringNeed.action.href}>
                {hiringNeed.action.label}
                <Icon name="arrow-right" />
              </Link>
            </Button>
          </section>
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
