import * as NavigationMenuPrimitive from "radix-ui/navigation-menu"

import { Icon } from "../components/icon"
import { Link } from "../components/link"
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from "../components/navigation-menu"
import { cn } from "../lib/cn"
import { isCurrent, type NavLink, type ServiceNavLink } from "./site-nav"

export type DesktopNavProps = {
  /** The menu's accessible name ("Main"). */
  label?: string
  /** Navigation links before the Services menu. */
  linksBefore: ReadonlyArray<NavLink>
  /** Navigation links after the Services menu. */
  linksAfter: ReadonlyArray<NavLink>
  /** The label of the Services menu. */
  servicesLabel: string
  /** The services to list, each with its label, link, description and icon. */
  services: ReadonlyArray<ServiceNavLink>
  /** An optional link to the page that lists every service. */
  overview?: NavLink
  /** An optional link for a client who wants to buy, beside `overview` (the staffing brief). */
  serviceAction?: NavLink
  /** The page's path, to mark the current link (`aria-current`). */
  currentPath: string
  /** Marks the Services menu as the current section (on a service page). */
  servicesCurrent: boolean
  /** The open menu's value ("" when closed), kept by the header. */
  desktopMenu: string
  /** Called with the open menu's value ("" when closed). */
  setDesktopMenu: (value: string) => void
}

/** The header's desktop navigation: Radix NavigationMenu, with the Services menu opening on hover or tap. */
export default function DesktopNav({
  label = "Main",
  linksBefore,
  linksAfter,
  servicesLabel,
  services,
  overview,
  serviceAction,
  currentPath,
  servicesCurrent,
  desktopMenu,
  setDesktopMenu,
}: DesktopNavProps) {
  return (
    <NavigationMenu
      aria-label={label}
      value={desktopMenu}
      onValueChange={setDesktopMenu}
      className="hidden lg:block"
    >
      <NavigationMenuList>
        {linksBefore.map((link) => (
          <NavigationMenuItem key={link.href}>
            <NavigationMenuLink asChild active={isCurrent(link.href, currentPath)}>
              <Link href={link.href} aria-current={isCurrent(link.href, currentPath) ? "page" : undefined}>
                {link.label}
              </Link>
            </NavigationMenuLink>
          </NavigationMenuItem>
        ))}
        <NavigationMenuItem value="services">
          <NavigationMenuTrigger className={cn(servicesCurrent && "text-primary")}>
            {servicesLabel}
          </NavigationMenuTrigger>
          <NavigationMenuContent className="w-[40rem]">
            <ul className="grid grid-cols-2 gap-1">
              {services.map((service) => (
                <li key={service.href}>
                  <NavigationMenuPrimitive.Link asChild active={isCurrent(service.href, currentPath)}>
                    <Link
                      href={service.href}
                      lang={service.lang}
                      aria-current={isCurrent(service.href, currentPath) ? "page" : undefined}
                      className="flex gap-3 rounded-lg p-3 transition-colors hover:bg-muted focus-visible:bg-muted aria-[current=page]:bg-primary-soft"
                    >
                      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                        <Icon name={service.icon} className="size-4.5" />
                      </span>
                      <span>
                        <span className="block text-[0.95rem] font-semibold">{service.label}</span>
                        <span className="mt-0.5 line-clamp-2 block text-sm leading-snug text-muted-foreground">
                          {service.description}
                        </span>
                      </span>
                    </Link>
                  </NavigationMenuPrimitive.Link>
                </li>
              ))}
            </ul>
            {overview || serviceAction ? (
              <div className="mt-1 grid auto-cols-fr grid-flow-col gap-1">
                {[overview, serviceAction].map((link) =>
                  link ? (
                    <NavigationMenuPrimitive.Link key={link.href} asChild>
                      <Link
                        href={link.href}
                        className={cn(
                          "flex items-center justify-between rounded-lg px-4 py-3 text-sm font-semibold",
                          link === serviceAction
                            ? "bg-primary text-primary-foreground hover:bg-primary/90"
                            : "bg-muted text-primary hover:bg-primary-soft",
                        )}
                      >
                        {link.label}
                        <span aria-hidden="true">→</span>
                      </Link>
                    </NavigationMenuPrimitive.Link>
                  ) : null,
                )}
              </div>
            ) : null}
          </NavigationMenuContent>
        </NavigationMenuItem>
        {linksAfter.map((link) => (
          <NavigationMenuItem key={link.href}>
            <NavigationMenuLink asChild active={isCurrent(link.href, currentPath)}>
              <Link href={link.href} aria-current={isCurrent(link.href, currentPath) ? "page" : undefined}>
                {link.label}
              </Link>
            </NavigationMenuLink>
          </NavigationMenuItem>
        ))}
      </NavigationMenuList>
    </NavigationMenu>
  )
}
