import { useId, type ComponentProps } from "react"

import { cn } from "../lib/cn"

export type StoryMilestone = { year: string; title: string; description: string }
export type StoryImage = { src: string; alt: string; width: number; height: number }

type StorySplitProps = Omit<ComponentProps<"section">, "title"> & {
  /** A short kicker above the heading (a category or theme). */
  eyebrow?: string
  /** The band's heading: what a visitor reads first. */
  heading: string
  /** The story's paragraphs, in order. */
  paragraphs: ReadonlyArray<string>
  /** The image: source, alt text, width and height (and responsive sources). */
  image?: StoryImage
  /** The dated milestones of the story, in order. */
  milestones?: ReadonlyArray<StoryMilestone>
  /** Puts the text on the right from the large breakpoint. */
  reverse?: boolean
}

/**
 * A narrative band: heading and paragraphs beside an image (with the timeline in a row underneath),
 * or beside the timeline itself when there is no image.
 */
function StorySplit({
  eyebrow,
  heading,
  paragraphs,
  image,
  milestones,
  reverse = false,
  className,
  ...props
}: StorySplitProps) {
  const headingId = useId()
  const timeline = milestones && milestones.length > 0 ? milestones : undefined
  return (
    <section
      data-slot="story-split"
      aria-labelledby={headingId}
      className={cn("py-16 sm:py-20 lg:py-24", className)}
      {...props}
    >
      <div className="container-page">
        <div
          className={cn(
            "grid gap-12 lg:gap-16",
            image && "lg:grid-cols-[1.15fr_1fr] lg:items-center",
            !image && timeline && "lg:grid-cols-[1.3fr_1fr]",
          )}
        >
          <div className={cn("flex max-w-2xl flex-col gap-5", reverse && "lg:order-2")}>
            {eyebrow ? (
              <p className="text-sm font-bold tracking-[0.14em] text-primary uppercase">{eyebrow}</p>
            ) : null}
            <h2 id={headingId} className="text-title font-extrabold text-balance">
              {heading}
            </h2>
            {paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-[1.0625rem] leading-[1.8] text-pretty text-foreground/85">
                {paragraph}
              </p>
            ))}
          </div>
          {image ? (
            <div className="relative">
              <div
                aria-hidden="true"
                className="absolute -inset-3 -z-10 rounded-2xl bg-primary-soft sm:-inset-4 sm:rotate-2"
              />
              <img
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                className="h-auto w-full rounded-xl border border-border bg-background shadow-card"
              />
            </div>
          ) : null}
          {!image && timeline ? (
            <div className="rounded-2xl border border-border bg-muted/60 p-6 sm:p-8 lg:self-start">
              <ol className="grid gap-7">
                {timeline.map((milestone) => (
                  <li key={milestone.year} className="grid gap-2 sm:grid-cols-[4.5rem_1fr] sm:gap-4">
                    <p className="text-xl font-extrabold tracking-tight text-primary tabular-nums">
                      {milestone.year}
                    </p>
                    <div className="border-l-2 border-primary/25 pl-5">
                      <h3 className="font-bold">{milestone.title}</h3>
                      <p className="mt-1 leading-relaxed text-muted-foreground">{milestone.description}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
        </div>
        {image && timeline ? (
          <ol className="mt-16 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:mt-20 lg:grid-cols-4">
            {timeline.map((milestone) => (
              <li key={milestone.year} className="relative border-t-2 border-border pt-6">
                <span
                  aria-hidden="true"
                  className="absolute -top-[7px] left-0 size-3 rounded-full bg-primary ring-4 ring-background"
                />
                <p className="text-2xl font-extrabold tracking-tight text-primary">{milestone.year}</p>
                <h3 className="mt-2 font-bold">{milestone.title}</h3>
                <p className="mt-1.5 leading-relaxed text-muted-foreground">{milestone.description}</p>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  )
}

export { StorySplit }
