import type { ComponentProps } from "react"

import { Button } from "../components/button"
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../components/card"
import { Icon } from "../components/icon"
import { Link } from "../components/link"
import { Section } from "./section"

export type ServiceCard = {
  title: string
  description: string
  features: readonly string[]
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
  services: readonly ServiceCard[]
  /** Label of each card's link, read on as "<label> about <service>" (so "Learn More", "Find out more"). */
  linkLabel?: string
  /** An optional link under the content (label and href). */
  action?: { label: string; href: string }
}

function ServiceCards({
  eyebrow,
  heading,
  lead,
  services,
  linkLabel = "Learn More",
  action,
  ...props
}: ServiceCardsProps) {
  return (
    <Section data-slot="service-cards" tone="muted" eyebrow={eyebrow} title={heading} lead={lead} {...props}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.href} className="flex">
            <Card interactive className="w-full">
              <CardHeader>
                <span className="mb-2 inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
                  <Icon name={service.icon} className="size-6" />
                </span>
                <CardTitle>{service.title}</CardTitle>
                <CardDescription>{service.description}</CardDescription>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-2.5">
                  {service.features.map((feature) => (
                    <li key={feature} className="flex gap-2.5 text-[0.95rem] leading-snug">
                      <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </CardContent>
              <CardFooter>
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
