import type { ComponentProps, ReactNode } from "react"

import { Icon } from "../components/icon"
import { Button } from "../components/button"
import { Link } from "../components/link"
import { cn } from "../lib/cn"

export type PageHeroAction = { label: string; href: string } | { label: string; onClick: () => void }
/** `srcSet` lists the same image at other widths (`<url> 640w, …`). */
export type PageHeroImage = { src: string; srcSet?: string; alt: string; width: number; height: number }

type PageHeroProps = Omit<ComponentProps<"section">, "title"> & {
  /** A short kicker above the heading (a category or theme). */
  eyebrow?: string
  /** The heading of the block. */
  title: string
  /** One or two sentences under the heading that say what the band is about. */
  lead?: string
  /** Up to two actions: the first is the primary one. */
  actions?: ReadonlyArray<PageHeroAction>
  /** Shown beside the text from the large breakpoint, below it on small screens (an illustration, a fact panel). */
  aside?: ReactNode
  /** An illustration beside the text from the large breakpoint (hidden below it, and not downloaded there). */
  image?: PageHeroImage
  /** Extra lines under the lead, such as a date. */
  children?: ReactNode
  /** The language of `title` and `lead` where it differs from the page's (a role's English on a Hindi page). */
  textLang?: string
  /** The language of `lead` alone, where only it differs (a role's English summary under a Hindi heading). */
  leadLang?: string
}

function HeroAction({ action, primary }: { action: PageHeroAction; primary: boolean }) {
  const variant = primary ? "accent" : "outline-inverse"
  if ("href" in action)
    return (
      // A long label (a Hindi one on a phone) wraps inside the button rather than widen the page.
      <Button
        asChild
        variant={variant}
        size="lg"
        className="h-auto min-h-12 py-3 text-center whitespace-normal"
      >
        <Link href={action.href}>
          {action.label}
          {primary ? <Icon name="arrow-right" /> : null}
        </Link>
      </Button>
    )
  return (
    <Button variant={variant} size="lg" onClick={action.onClick}>
      {action.label}
    </Button>
  )
}

/** The opening band of an inner page: eyebrow, the page's h1, a lead and optional actions, on the brand ink. */
/** A transparent 1×1 GIF. */
const emptyImage = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"

function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  aside,
  image,
  children,
  textLang,
  leadLang,
  className,
  ...props
}: PageHeroProps) {
  const side =
    aside ??
    (image ? (
      // Shown from the large breakpoint only: below it the picture's source is an empty image, so a
      // phone downloads nothing (a hidden <img> is fetched all the same). Low priority, so the
      // browser does not fetch it ahead of the page's other requests.
      <picture>
        <source media="(max-width: 63.99rem)" srcSet={emptyImage} />
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes="36rem"
          alt={image.alt}
          width={image.width}
          height={image.height}
          fetchPriority="low"
          decoding="async"
          className="mx-auto h-auto w-full max-w-xl"
        />
      </picture>
    ) : null)
  return (
    <section
      data-slot="page-hero"
      aria-labelledby="page-hero-heading"
      className={cn(
        "relative isolate overflow-hidden bg-ink text-ink-foreground surface-dark print:bg-transparent print:text-foreground",
        className,
      )}
      {...props}
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10 print:hidden">
        <div className="absolute top-[-20%] left-[90%] h-[36.4rem] w-[62.4rem] -translate-1/2 glow-primary" />
        <div className="absolute top-[120%] left-[-5%] h-[24rem] w-[38.4rem] -translate-1/2 glow-accent" />
        <div className="absolute inset-0 grid-fade [--grid-fade:80%]" />
      </div>
      <div
        className={cn(
          "container-page grid gap-12 pt-14 pb-16 sm:pt-20 sm:pb-20 lg:pt-24 lg:pb-24",
          side && "lg:grid-cols-[1.2fr_1fr] lg:items-center lg:gap-16",
        )}
      >
        <div className="flex max-w-3xl flex-col items-start gap-6">
          {eyebrow ? (
            <p className="inline-flex items-center gap-2 rounded-full bg-ink-foreground/10 px-3.5 py-1.5 text-sm font-semibold text-ink-foreground ring-1 ring-ink-foreground/15 print:px-0 print:text-foreground print:ring-0">
              <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
              {eyebrow}
            </p>
          ) : null}
          <h1 id="page-hero-heading" lang={textLang} className="text-headline font-extrabold text-balance">
            {title}
          </h1>
          {lead ? (
            <p
              lang={leadLang ?? textLang}
              className="max-w-2xl text-lg leading-relaxed text-pretty text-ink-muted sm:text-xl print:text-muted-foreground"
            >
              {lead}
            </p>
          ) : null}
          {children}
          {actions && actions.length > 0 ? (
            <div data-print="hide" className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              {actions.map((action, i) => (
                <HeroAction key={action.label} action={action} primary={i === 0} />
              ))}
            </div>
          ) : null}
        </div>
        {side ? (
          // A lone illustration only decorates the wide layout; on small screens the text comes first and alone.
          <div className={cn("min-w-0", !aside && "hidden lg:block print:hidden")}>{side}</div>
        ) : null}
      </div>
    </section>
  )
}

export { PageHero }
