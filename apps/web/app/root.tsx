import { headerNav, hireLink, serviceLinks, servicesOverviewLink } from "@repo/content/navigation"
import { scrollPositionsStorageKey } from "@repo/content/storage"
import { site } from "@repo/content/site"
import { buttonVariants } from "@repo/ui/components/button-variants"
import { IconSprite } from "@repo/ui/components/icon-sprite"
import { LinkProvider } from "@repo/ui/components/link"
import { TooltipProvider } from "@repo/ui/components/tooltip-provider"
import { SiteHeader } from "@repo/ui/sections/site-header"
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react"
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router"

import type { Route } from "./+types/root"
import inlineStyles from "./app.css?inline"
import iconSprite from "@repo/ui/assets/icons.svg?raw"
import type { ToasterWords } from "@repo/ui/components/toast"
import { RouterLink } from "./components/router-link"
import { deferred, useMarkHydrated } from "./lib/deferred"
import { usePageLanguage } from "./lib/page-language"
import { jsonLdScript, organizationJsonLd } from "./lib/structured-data"

export const links: Route.LinksFunction = () => [
  // No font is preloaded: the brand face is requested after the first paint (app.css, decision 024).
  // The 16 and 32 px icon, rendered from public/favicon.svg by scripts/make-icons.ts: an .ico
  // decodes off the main thread, an SVG icon does not (docs/decisions/001).
  { rel: "icon", href: "/favicon.ico", sizes: "16x16 32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // The web app manifest's link is added by the page's first-paint script (scripts/postbuild.ts):
  // Chromium fetches a linked manifest at once, a request the first paint does not need.
]

// The firm's Organization / ProfessionalService graph, on every page including the error screens.
// Written into the prerendered HTML only: hydration adopts the script element as it is, so the
// client bundle carries neither the graph nor its builders.
const organizationGraph = import.meta.env.SSR ? jsonLdScript(organizationJsonLd()) : ""

// The icons' symbols, likewise written into every page and adopted as they are: a page draws its
// icons from its own document instead of fetching and parsing the sprite as a second one.
const iconSymbols = import.meta.env.SSR ? iconSprite : ""

// The site's one style sheet is written into every prerendered page: the first paint needs no
// request but the page's own, where a linked sheet cost a connection and a round trip first, and
// on HTTP/1.1 queued behind the module preloads. As a React style resource (href, precedence) it
// is adopted on hydration by its href, so the client bundle carries no copy of the CSS.
function SiteStyles() {
  return (
    <style href="site-styles" precedence="default">
      {import.meta.env.SSR ? inlineStyles : ""}
    </style>
  )
}

export function Layout({ children }: { children: ReactNode }) {
  // The language its loader found in the address (decision 103): /hi/… is Hindi, the rest Indian
  // English. Read from the route's data, so the shell every page loads carries no address rules.
  const hindi = usePageLanguage()?.locale === "hi"
  return (
    <html lang={hindi ? "hi" : "en-IN"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <SiteStyles />
        <Meta />
        <Links />
        <script
          type="application/ld+json"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: organizationGraph }}
        />
      </head>
      <body>
        <IconSprite sprite={iconSymbols} />
        {children}
        <ScrollRestoration storageKey={scrollPositionsStorageKey} />
        <Scripts />
      </body>
    </html>
  )
}

// Notifications are never needed for the first paint: their code loads once the page is idle.
const Toaster = lazy(() =>
  import("@repo/ui/components/toast").then((module) => ({ default: module.Toaster })),
)

function DeferredToaster({ words }: { words?: ToasterWords }) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200))
    idle(() => setReady(true))
  }, [])
  return ready ? (
    <Suspense fallback={null}>
      <Toaster words={words} />
    </Suspense>
  ) : null
}

// The footer needs no script to be read or used (its links are plain links until then).
const Footer = deferred(() => import("./components/footer").then((m) => m.default))

// Nor does the link to the page in the other language: a plain link, kept out of every page's shell.
const LanguageSwitch = deferred(() => import("./components/language-switch").then((m) => m.LanguageSwitch))

function Shell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const language = usePageLanguage()
  const frame = language?.frame
  useMarkHydrated()
  return (
    <LinkProvider component={RouterLink}>
      <TooltipProvider>
        {/* Focused, the skip link is a bar above the header, in the page's flow: it covers nothing. */}
        <a
          href="#main"
          className="sr-only bg-primary font-semibold text-primary-foreground focus-visible:not-sr-only focus-visible:block focus-visible:px-5 focus-visible:py-3 focus-visible:text-center focus-visible:outline-offset-[-4px] focus-visible:outline-primary-foreground"
        >
          {frame?.skipToContent ?? "Skip to content"}
        </a>
        <SiteHeader
          logoLabel={site.name}
          linksBefore={headerNav.linksBefore}
          linksAfter={headerNav.linksAfter}
          services={serviceLinks}
          overview={servicesOverviewLink}
          serviceAction={hireLink}
          cta={headerNav.cta}
          {...frame?.header}
          currentPath={pathname}
        />
        <main id="main" tabIndex={-1} className="outline-none">
          {/* First in the page's content, where a reader of the other language looks for it. */}
          {language?.switchTo ? <LanguageSwitch {...language.switchTo} /> : null}
          {children}
        </main>
        <Footer words={frame?.footer} />
        <DeferredToaster words={frame?.toaster} />
      </TooltipProvider>
    </LinkProvider>
  )
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Something went wrong."
  return (
    <Shell>
      <section className="container-page flex min-h-[60vh] flex-col items-start justify-center gap-5 py-20">
        <p className="text-sm font-bold tracking-[0.14em] text-destructive uppercase">Error</p>
        <h1 className="text-title font-extrabold">Unexpected Application Error!</h1>
        <p className="max-w-2xl rounded-lg bg-muted px-4 py-3 font-mono text-[0.95rem] break-words">
          {message}
        </p>
        <a href="/" data-slot="button" className={buttonVariants()}>
          Back to the home page
        </a>
      </section>
    </Shell>
  )
}
