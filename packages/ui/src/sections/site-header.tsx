import { lazy, Suspense, useEffect, useId, useRef, useState, type ComponentProps } from "react"

import { buttonVariants } from "../components/button-variants"
import { Icon } from "../components/icon"
import { Link } from "../components/link"
import { Logo } from "../components/logo"
import { cn } from "../lib/cn"

import { isCurrent, type NavLink, type ServiceNavLink } from "./site-nav"

export type { NavLink, ServiceNavLink }

/** Where the desktop menu shows (Tailwind's lg); below it the menu button takes its place. */
const desktopQuery = "(min-width: 64rem)"

/** Resolves once the viewport is wide enough for the desktop menu: at once on the server. */
function whenDesktop(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve()
  const query = window.matchMedia(desktopQuery)
  if (query.matches) return Promise.resolve()
  return new Promise((resolve) => {
    const onChange = () => {
      if (!query.matches) return
      query.removeEventListener("change", onChange)
      resolve()
    }
    query.addEventListener("change", onChange)
  })
}

/*
 * The desktop menu's code (Radix NavigationMenu) is split off: the prerendered HTML holds the whole
 * menu, and React hydrates it as soon as its chunk arrives, without holding up the rest of the page.
 * On a narrow screen, where the menu is hidden, the chunk loads only if the window is widened.
 */
const DesktopNav = lazy(() => whenDesktop().then(() => import("./desktop-nav")))

type SiteHeaderProps = ComponentProps<"header"> & {
  /** Where the logo links to (`/` by default). */
  homeHref?: string
  /** The accessible name of the logo link (the firm's name). */
  logoLabel: string
  /** Links before the Services menu (e.g. Home) and after it (e.g. About Us). */
  linksBefore: ReadonlyArray<NavLink>
  /** Navigation links after the Services menu. */
  linksAfter: ReadonlyArray<NavLink>
  /** The label of the Services menu. */
  servicesLabel?: string
  /** The services to list, each with its label, link, description and icon. */
  services: ReadonlyArray<ServiceNavLink>
  /** An optional link to the page that lists every service. */
  overview?: NavLink
  /**
   * An optional link for a client who wants to buy (the staffing brief): in the Services menu beside
   * `overview` on a desktop, and after the Services list in the phone menu.
   */
  serviceAction?: NavLink
  /** The call to action on the right (Contact Us). */
  cta: NavLink
  /** The path being shown: marks the current link and closes the mobile menu when it changes. */
  currentPath: string
  /** Starts with the phone menu and its Services list open (the open state on a docs page). */
  defaultMenuOpen?: boolean
  /** The logo link's accessible name: "Talentrise HR, home" by default. */
  logoHomeLabel?: string
  /** The phone menu button's accessible name ("Menu"). */
  menuLabel?: string
  /** The phone menu's accessible name ("Main menu"); the desktop menu is "Main". */
  navLabel?: string
  /** The desktop menu's accessible name ("Main" by default). */
  desktopNavLabel?: string
}

function SiteHeader({
  homeHref = "/",
  logoLabel,
  linksBefore,
  linksAfter,
  servicesLabel = "Services",
  services,
  overview,
  serviceAction,
  cta,
  currentPath,
  defaultMenuOpen = false,
  logoHomeLabel = `${logoLabel}, home`,
  menuLabel = "Menu",
  navLabel = "Main menu",
  desktopNavLabel,
  className,
  ...props
}: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen)
  const [servicesOpen, setServicesOpen] = useState(defaultMenuOpen)
  const [desktopMenu, setDesktopMenu] = useState("")
  const menuId = useId()
  const servicesListId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)

  // A new page closes every menu.
  const shownPath = useRef(currentPath)
  useEffect(() => {
    if (shownPath.current === currentPath) return
    shownPath.current = currentPath
    setMenuOpen(false)
    setServicesOpen(false)
    setDesktopMenu("")
  }, [currentPath])

  useEffect(() => {
    if (!menuOpen) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setMenuOpen(false)
        toggleRef.current?.focus()
      }
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [menuOpen])

  const servicesCurrent =
    services.some((s) => isCurrent(s.href, currentPath)) ||
    (overview ? isCurrent(overview.href, currentPath) : false)

  return (
    // The page keeps 5rem clear under the header (scroll-padding-top), so focus never lands behind
    // it. The header's own controls are inside that band, and focusing one scrolled the page to
    // centre it, which a sticky header never needs: their negative scroll margin cancels the band.
    <header
      data-slot="site-header"
      data-print="hide"
      className={cn(
        "sticky top-0 z-40 border-b border-border/80 bg-background/90 backdrop-blur-md [&_a]:-scroll-mt-20 [&_button]:-scroll-mt-20",
        className,
      )}
      {...props}
    >
      <div className="container-page flex h-16 items-center justify-between gap-6 lg:h-18">
        <Link href={homeHref} className="-m-1 rounded-md p-1" aria-label={logoHomeLabel}>
          <Logo label={logoLabel} aria-hidden="true" role="presentation" />
        </Link>

        <Suspense fallback={null}>
          <DesktopNav
            label={desktopNavLabel}
            linksBefore={linksBefore}
            linksAfter={linksAfter}
            servicesLabel={servicesLabel}
            services={services}
            overview={overview}
            serviceAction={serviceAction}
            currentPath={currentPath}
            servicesCurrent={servicesCurrent}
            desktopMenu={desktopMenu}
            setDesktopMenu={setDesktopMenu}
          />
        </Suspense>

        <div className="hidden lg:block">
          <Link
            href={cta.href}
            aria-current={isCurrent(cta.href, currentPath) ? "page" : undefined}
            data-slot="button"
            className={buttonVariants()}
          >
            {cta.label}
          </Link>
        </div>

        <button
          ref={toggleRef}
          type="button"
          data-slot="button"
          className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "-mr-2 lg:hidden")}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuLabel}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <Icon name="x" className="size-6!" /> : <Icon name="menu" className="size-6!" />}
        </button>
      </div>

      <nav
        id={menuId}
        aria-label={navLabel}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border bg-background lg:hidden"
      >
        <ul className="container-page flex flex-col gap-1 py-4">
          {linksBefore.map((link) => (
            <MobileLink key={link.href} link={link} currentPath={currentPath} />
          ))}
          <li>
            <button
              type="button"
              aria-expanded={servicesOpen}
              aria-controls={servicesListId}
              onClick={() => setServicesOpen((open) => !open)}
              className={cn(
                "flex w-full cursor-pointer items-center justify-between rounded-lg px-3 py-3 text-left text-base font-semibold hover:bg-muted",
                servicesCurrent && "text-primary",
              )}
            >
              {servicesLabel}
              <Icon
                name="chevron-down"

                className={cn("size-5 transition-transform", servicesOpen && "rotate-180")}
              />
            </button>
            <ul
              id={servicesListId}
              hidden={!servicesOpen}
              className="mt-1 mb-2 ml-3 flex flex-col gap-0.5 border-l-2 border-border pl-3"
            >
              {overview ? <MobileLink link={overview} currentPath={currentPath} small /> : null}
              {services.map((service) => (
                <MobileLink key={service.href} link={service} currentPath={currentPath} small />
              ))}
            </ul>
          </li>
          {serviceAction ? <MobileLink link={serviceAction} currentPath={currentPath} /> : null}
          {linksAfter.map((link) => (
            <MobileLink key={link.href} link={link} currentPath={currentPath} />
          ))}
          <li className="mt-3">
            <Link href={cta.href} data-slot="button" className={cn(buttonVariants({ size: "lg" }), "w-full")}>
              {cta.label}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  )
}

function MobileLink({ link, currentPath, small }: { link: NavLink; currentPath: string; small?: boolean }) {
  // A section's link stays marked on its inner pages (/tools/gratuity marks Tools); a link in the
  // Services list marks only its own page, so "All services" is not marked on a service's page.
  const current = small ? link.href === currentPath : isCurrent(link.href, currentPath)
  return (
    <li>
      <Link
        href={link.href}
        lang={link.lang}
        aria-current={current ? "page" : undefined}
        className={cn(
          "block rounded-lg px-3 font-semibold hover:bg-muted aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-foreground",
          small ? "py-2.5 text-[0.95rem] text-foreground/85" : "py-3 text-base",
        )}
      >
        {link.label}
      </Link>
    </li>
  )
}

export { SiteHeader }
