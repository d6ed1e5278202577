import {
  branchOffice,
  contactFaqs,
  contactFaqSection,
  contactHero,
  immediateAssistance,
  quickContact,
} from "@repo/content/contact"
import { AssistanceCard, ContactCard } from "@repo/ui/sections/contact-cards"
import { FaqSection } from "@repo/ui/sections/faq-list"
import { PageHero } from "@repo/ui/sections/page-hero"
import type { ReactNode } from "react"

/** The contact page around its form: the hero, the ways to reach us, and the questions asked most. */
export default function ContactPage({ form }: { form: ReactNode }) {
  return (
    <>
      <PageHero {...contactHero} />
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
