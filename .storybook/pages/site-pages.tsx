// Whole pages, composed from the real content (@repo/content) the way apps/web's routes compose
// them, so designers review pages where they review parts. They live here, not in packages/ui, whose
// source never imports the content (docs/decisions/052-page-compositions.md). Where the site keeps a
// page's body in a plain component or a route with no router code (Home, a service page, Careers,
// About, Case studies, Tools, a tool, Apply, the blog, an article, Contact around its form, the
// 404 page, the footer), that very component renders, with the data its route's loader returns.
import { articleBySlug, articles } from "@repo/content/articles"
import { articleCard } from "@repo/content/blog"
import { contactForm } from "@repo/content/contact"
import { legalDocument } from "@repo/content/legal-documents"
import { relatedArticles } from "@repo/content/markdown-articles"
import { headerNav, hireLink, serviceLinks, servicesOverviewLink } from "@repo/content/navigation"
import { complianceAuditPage } from "@repo/content/services/compliance-audit"
import { site } from "@repo/content/site"
import type { Meta } from "@storybook/react-vite"
import type { ReactNode } from "react"
import { expect, within } from "storybook/test"

import ArticlePage from "../../apps/web/app/components/article-page"
import ContactPage from "../../apps/web/app/components/contact-page"
import Footer from "../../apps/web/app/components/footer"
import NotFoundPage from "../../apps/web/app/components/not-found-page"
import AboutRoute from "../../apps/web/app/routes/about"
import ApplyRoute, { loader as applyLoader } from "../../apps/web/app/routes/apply"
import BlogRoute, { loader as blogLoader } from "../../apps/web/app/routes/blog"
import CareersRoute, { loader as careersLoader } from "../../apps/web/app/routes/careers"
import CaseStudiesRoute from "../../apps/web/app/routes/case-studies"
import ToolsRoute, { loader as toolsLoader } from "../../apps/web/app/routes/tools"
import GratuityRoute, { loader as gratuityLoader } from "../../apps/web/app/routes/tools/gratuity"
import HomePage from "../../apps/web/app/components/home-page"
import ServicePageView from "../../apps/web/app/components/service-page-view"
import { ContactFormFeature } from "../forms/form-features"
import { LegalDocument } from "../../packages/ui/src/sections/legal-document"
import { SiteHeader } from "../../packages/ui/src/sections/site-header"

/** The site's shell around a page: the header, the page in <main>, the footer (as apps/web's root). */
function PageShell({ path, children }: { path: string; children: ReactNode }) {
  return (
    <>
      <SiteHeader
        logoLabel={site.name}
        linksBefore={headerNav.linksBefore}
        linksAfter={headerNav.linksAfter}
        services={serviceLinks}
        overview={servicesOverviewLink}
        serviceAction={hireLink}
        cta={headerNav.cta}
        currentPath={path}
      />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
    </>
  )
}

/** The contact page as the site composes it, its form answering without a data API. */
function ContactPageStory() {
  return (
    <ContactPage
      form={
        <ContactFormFeature
          copy={contactForm}
          validate={async () => ({})}
          submit={async () => ({ ok: true })}
        />
      }
    />
  )
}

/** An article as the site renders it, from the data its route's loader hands the page. */
function ArticlePageStory() {
  const entry = articleBySlug("ai-recruitment")
  if (!entry) throw new Error("No ai-recruitment article in the content")
  const article = articleCard(entry)
  return (
    <ArticlePage
      article={article}
      html={entry.html}
      toc={entry.toc}
      related={relatedArticles(articles, entry).map(articleCard)}
      url={`${site.defaultSiteUrl}${article.href}`}
    />
  )
}

function LegalPage() {
  const doc = legalDocument("privacy-policy")
  return (
    <LegalDocument
      title={doc.title}
      lastUpdated={doc.lastUpdated}
      introHtml={doc.introHtml}
      sections={doc.sections}
    />
  )
}

/**
 * A route's component with the data its loader returns at build time. The rest of React Router's
 * props (params, matches) are read by none of these routes.
 */
function withLoaderData(Component: (props: never) => ReactNode, loaderData: unknown) {
  const Rendered = Component as unknown as (props: { loaderData: unknown }) => ReactNode
  return <Rendered loaderData={loaderData} />
}

export const pages = {
  home: { path: "/", render: () => <HomePage /> },
  service: {
    path: "/services/compliance-audit",
    render: () => <ServicePageView page={complianceAuditPage} />,
  },
  contact: { path: "/contact", render: () => <ContactPageStory /> },
  careers: { path: "/careers", render: () => withLoaderData(CareersRoute, careersLoader()) },
  article: { path: "/blog/ai-recruitment", render: () => <ArticlePageStory /> },
  legal: { path: "/privacy-policy", render: () => <LegalPage /> },
  about: { path: "/about", render: () => <AboutRoute /> },
  caseStudies: { path: "/case-studies", render: () => <CaseStudiesRoute /> },
  tools: { path: "/tools", render: () => withLoaderData(ToolsRoute, toolsLoader()) },
  tool: { path: "/tools/gratuity", render: () => withLoaderData(GratuityRoute, gratuityLoader()) },
  apply: {
    path: "/careers/apply",
    render: () =>
      withLoaderData(ApplyRoute, applyLoader({ params: {} } as Parameters<typeof applyLoader>[0])),
  },
  blog: { path: "/blog", render: () => withLoaderData(BlogRoute, blogLoader()) },
  notFound: { path: "/a-page-that-does-not-exist", render: () => <NotFoundPage /> },
} as const

export type PageName = keyof typeof pages

/** A page of the site in its shell. */
export function Page({ page }: { page: PageName }) {
  const { path, render } = pages[page]
  return <PageShell path={path}>{render()}</PageShell>
}

/** What every page story shares: the component, the controls, the parameters and the play function. */
export const pageMeta = {
  component: Page,
  tags: ["!autodocs"],
  argTypes: { page: { control: "select", options: Object.keys(pages) } },
  parameters: {
    // Home's typewriter stands still, so a screenshot shows the whole phrase whenever it is taken.
    reducedMotion: true,
    docs: {
      description: {
        component:
          "Whole pages from the real content, composed as apps/web's routes compose them: the header, the page's sections, the footer. Review a change to a section here, in the pages that use it.",
      },
    },
  },
  // Each page has one h1, and the header's navigation and the footer frame it.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1)
    await expect(canvas.getByRole("contentinfo")).toBeInTheDocument()
  },
} satisfies Meta<typeof Page>
