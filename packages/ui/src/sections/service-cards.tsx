import type { ComponentProps } from "react"

import { Button } from "../components/button"
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../components/card"
import { Icon } from "../components/icon"
import { Link } from "../components/link"
import { PhoneFold } from "../components/phone-fold"
import { Section } from "./section"

export type ServiceCard = {
  title: string
  description: string
  features: ReadonlyArray<string>
  icon: string
  href: string
}

type ServiceCardsProps = Omit<ComponentProps<"section">, "title"> & {
  /** A short kicker above the heading (a category or theme). */
  eyebrow?: string
  /** The band's heading: what a visitor reads first. */
  heading: string
  /** One or two sentences under the heading that say what the band is about. */
  lead?: string
  /** The services to list, each with its label, link, description and icon. */
  services: ReadonlyArray<ServiceCard>
  /** Label of each card's link, read on as "<label> about <service>" (so "Learn More", "Find out more"). */
  linkLabel?: string
  /** An optional link under the content (label and href). */
  action?: { label: string; href: string }
  /** The summary that opens a card's features on a phone, where they fold away ("What's included"). */
  featuresLabel?: string
}

function ServiceCards({
  eyebrow,
  heading,
  lead,
  services,
  linkLabel = "Learn More",
  action,
  featuresLabel = "What's included",
  ...props
}: ServiceCardsProps) {
  return (
    <Section data-slot="service-cards" tone="muted" eyebrow={eyebrow} title={heading} lead={lead} {...props}>
      <ul className="grid gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.href} className="flex">
            <Card interactive className="w-full">
              {/* On a phone the icon sits beside the title, a row shorter. */}
              <CardHeader className="max-md:p-5 max-md:pb-0 max-md:grid max-md:grid-cols-[2.75rem_minmax(0,1fr)] max-md:items-center max-md:gap-x-3.5">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary md:mb-2 md:size-12">
                  <Icon name={service.icon} className="size-6" />
                </span>
                <CardTitle>{service.title}</CardTitle>
                <CardDescription className="max-md:col-span-2 max-md:mt-1">
                  {service.description}
                </CardDescription>
              </CardHeader>
              <CardContent className="max-md:px-5 max-md:pt-3 max-md:pb-1">
                {/* Folded on a phone, open from md up (docs/decisions/058-phone-pages.md). */}
                <PhoneFold label={featuresLabel} points={service.features} />
              </CardContent>
              <CardFooter className="max-md:px-5 max-md:pb-4">
                <Button asChild variant="link">
                  <Link href={service.href}>
                    {linkLabel}
                    <span className="sr-only"> about {service.title}</span>
                    <Icon name="arrow-right" />
                  </Link>
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      {action ? (
        <div className="mt-12 flex justify-center">
          <Button asChild size="lg">
            <Link href={action.href}>
              {action.label}
              <Icon name="arrow-right" />
            </Link>
          </Button>
        </div>
      ) : null}
    </Section>
  )
}

export { ServiceCards }
