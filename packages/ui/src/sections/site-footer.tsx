import type { ComponentProps } from "react"

import { Link } from "../components/link"
import { Logo } from "../components/logo"
import { SocialIcon, type SocialNetworkName } from "../components/social-icon"
import { cn } from "../lib/cn"
import { Icon } from "../components/icon"

export type FooterLink = {
  label: string
  href: string
  /** The label's language where it differs from the page's. */
  lang?: string
}
export type SocialLink = { network: SocialNetworkName; href: string }

type SiteFooterProps = ComponentProps<"footer"> & {
  /** The firm's name, as shown next to the logo. */
  name: string
  /** The firm's registered name, for the copyright line. */
  legalName: string
  /** A sentence about the firm under the logo. */
  blurb: string
  /** The links to each service page. */
  serviceLinks: ReadonlyArray<FooterLink>
  /** Links to the firm's own pages (About, Careers, Blog…). */
  companyLinks: ReadonlyArray<FooterLink>
  /** Links to the legal pages. */
  legalLinks: ReadonlyArray<FooterLink>
  /** Links to the firm's social profiles (network and URL). */
  social: ReadonlyArray<SocialLink>
  /** The firm's email address. */
  email: string
  /** The firm's phone number. */
  phone: { display: string; tel: string }
  /** The business hours line. */
  hours: string
  /** The office's name and address lines. */
  address: { name: string; lines: ReadonlyArray<string> }
  /** The year in the copyright line. */
  copyrightYear: number
  /** The footer's own words (column headings, the social links' names), for a page in another language. */
  labels?: SiteFooterLabels
}

/** The footer's own words; `{name}` and `{network}` are filled in. English by default. */
export type SiteFooterLabels = {
  services: string
  company: string
  contact: string
  social: string
  socialLink: string
  rights: string
  legal: string
}

const englishLabels: SiteFooterLabels = {
  services: "Services",
  company: "Company",
  contact: "Contact",
  social: "Social media",
  socialLink: "{name} on {network} (opens in a new tab)",
  rights: "All rights reserved.",
  legal: "Legal",
}

function FooterColumn({ title, links }: { title: string; links: ReadonlyArray<FooterLink> }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-[0.12em] text-ink-foreground uppercase">{title}</h2>
      <ul className="mt-5 grid gap-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              lang={link.lang}
              className="rounded-sm text-[0.95rem] text-ink-muted transition-colors hover:text-ink-foreground"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

function SiteFooter({
  name,
  legalName,
  blurb,
  serviceLinks,
  companyLinks,
  legalLinks,
  social,
  email,
  phone,
  hours,
  address,
  copyrightYear,
  labels = englishLabels,
  className,
  ...props
}: SiteFooterProps) {
  return (
    <footer
      data-slot="site-footer"
      data-print="hide"
      className={cn("bg-ink text-ink-foreground surface-dark", className)}
      {...props}
    >
      {/* On a phone the two link columns share a row; the firm and its contact details span it. */}
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 sm:gap-12 sm:py-16 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:gap-10">
        <div className="col-span-2 flex flex-col gap-5 md:col-span-1">
          <Link href="/" className="w-fit rounded-md" aria-label={`${name}, home`}>
            <Logo tone="inverse" label={name} aria-hidden="true" role="presentation" />
          </Link>
          <p className="max-w-sm leading-relaxed text-ink-muted">{blurb}</p>
          <ul className="flex gap-2" aria-label={labels.social}>
            {social.map((item) => (
              <li key={item.network}>
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-10 items-center justify-center rounded-lg bg-ink-foreground/10 text-ink-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
                >
                  <SocialIcon network={item.network} className="size-4.5" />
                  <span className="sr-only">
                    {labels.socialLink.replace("{name}", name).replace("{network}", item.network)}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title={labels.services} links={serviceLinks} />
        <FooterColumn title={labels.company} links={companyLinks} />
        <div className="col-span-2 md:col-span-1">
          <h2 className="text-sm font-bold tracking-[0.12em] text-ink-foreground uppercase">
            {labels.contact}
          </h2>
          <ul className="mt-5 grid gap-4 text-[0.95rem] text-ink-muted">
            <li className="flex gap-3">
              <Icon name="mail" className="mt-0.5 size-4.5 shrink-0 text-accent" />
              <a
                href={`mailto:${email}`}
                className="rounded-sm break-all transition-colors hover:text-ink-foreground"
              >
                {email}
              </a>
            </li>
            <li className="flex gap-3">
              <Icon name="phone" className="mt-0.5 size-4.5 shrink-0 text-accent" />
              <a href={`tel:${phone.tel}`} className="rounded-sm transition-colors hover:text-ink-foreground">
                {phone.display}
              </a>
            </li>
            <li className="flex gap-3">
              <Icon name="map-pin" className="mt-0.5 size-4.5 shrink-0 text-accent" />
              <address className="not-italic">
                <span className="block font-semibold text-ink-foreground">{address.name}</span>
                {address.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </li>
            <li className="flex gap-3">
              <Icon name="clock" className="mt-0.5 size-4.5 shrink-0 text-accent" />
              {hours}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-ink-foreground/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-ink-muted md:flex-row md:items-center md:justify-between">
          <p>
            © {copyrightYear} {legalName}
            {legalName.endsWith(".") ? "" : "."} {labels.rights}
          </p>
          <nav aria-label={labels.legal}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="rounded-sm transition-colors hover:text-ink-foreground">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}

export { SiteFooter }
