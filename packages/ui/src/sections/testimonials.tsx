import type { ComponentProps } from "react"

import { Section } from "./section"
import { Icon } from "../components/icon"

export type Testimonial = { name: string; company: string; position: string; content: string; rating: number }

function Rating({
  value,
  max = 5,
}: {
  /** The stars given. */
  value: number
  /** The stars possible (5). */
  max?: number
}) {
  return (
    <p role="img" aria-label={`Rated ${value} out of ${max}`} className="flex gap-0.5">
      {Array.from({ length: max }, (_, i) => (
        <Icon
          name="star"
          key={i}

          className={i < value ? "size-4.5 fill-star text-star" : "size-4.5 text-border"}
        />
      ))}
    </p>
  )
}

type TestimonialsProps = Omit<ComponentProps<"section">, "title"> & {
  /** A short kicker above the heading (a category or theme). */
  eyebrow?: string
  /** The band's heading: what a visitor reads first. */
  heading: string
  /** One or two sentences under the heading that say what the band is about. */
  lead?: string
  /** The testimonials: a quote, a rating and the client's name, role and company each. */
  testimonials: readonly Testimonial[]
}

function Testimonials({ eyebrow, heading, lead, testimonials, ...props }: TestimonialsProps) {
  return (
    <Section data-slot="testimonials" tone="muted" eyebrow={eyebrow} title={heading} lead={lead} {...props}>
      <ul className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name} className="flex">
            <figure className="relative flex w-full flex-col gap-4 rounded-xl sm:gap-5 border border-border bg-background p-5 shadow-card sm:p-7">
              <Icon name="quote" className="absolute top-6 right-6 size-8 text-primary/15" />
              <Rating value={t.rating} />
              <blockquote className="flex-1 text-base leading-relaxed sm:text-[1.05rem]">
                <p>“{t.content}”</p>
              </blockquote>
              <figcaption className="flex items-center gap-3 border-t border-border pt-4 sm:pt-5">
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                >
                  {t.name
                    .split(" ")
                    .map((part) => part[0])
                    .slice(0, 2)
                    .join("")}
                </span>
                <span>
                  <span className="block font-bold">{t.name}</span>
                  <span className="block text-sm text-muted-foreground">
                    {t.position}, {t.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export { Rating, Testimonials }
