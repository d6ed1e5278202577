// The editor's previews (decision 080): a client role and an article drawn by the site's own page
// components and sections from packages/ui, with the site's stylesheet, from what the form holds.
// The form's fields go through the same parser and schema as the build (parseJob, parseArticle), so
// the preview shows the page the build would make, or the build's own message when it would refuse.
//
// Built apart from the site (previews.config.ts) into /admin/previews.js and previews.css; no page of
// the site loads them. Decap keeps its own React and does not expose it, so each preview mounts a
// React root of its own inside Decap's preview frame.
import "../app/app.css"

import { articleCard } from "@repo/content/blog"
import { formatPay, jobPath } from "@repo/content/jobs"
import { parseArticle } from "@repo/content/markdown-articles"
import { parseJob } from "@repo/content/markdown-jobs"
import type { ReactNode } from "react"
import { createRoot, type Root } from "react-dom/client"

import ArticlePage from "../app/components/article-page"
import JobPage from "../app/components/job-page"
import { registerValidation } from "./validation"

/** What Decap hands a preview template: the entry, as Immutable.js data. */
type EntryProps = {
  entry: { get(key: "data"): { toJS(): Record<string, unknown> }; get(key: "slug"): string | undefined }
}

type DecapGlobals = {
  CMS: Parameters<typeof registerValidation>[0] & {
    registerPreviewTemplate(collection: string, component: unknown): void
    registerPreviewStyle(href: string): void
  }
  createClass(spec: Record<string, unknown>): unknown
  h(type: string, props: Record<string, unknown>): unknown
}

const { CMS, createClass, h } = window as unknown as DecapGlobals

/** A day as the files write it: Decap may hand a YAML date back as a Date. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (Array.isArray(value)) return value.map(plain)
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, plain(field)]))
  return value
}

/** The entry as the file the editor will write: front matter (JSON is YAML) and the body. */
function fileOf(data: Record<string, unknown>): string {
  const { body, ...fields } = plain(data) as Record<string, unknown>
  const kept = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== "" && value != null))
  return `---\n${JSON.stringify(kept, null, 2)}\n---\n\n${typeof body === "string" ? body : ""}\n`
}

/** What the build would say about the entry, where it would refuse it. */
function Refused({ message }: { message: string }) {
  return (
    <div className="container-page py-12">
      <p role="alert" className="rounded-2xl border border-destructive bg-background p-6 text-destructive">
        The build would refuse this entry as it stands: {message.replace(/^src\/[^:]+: /, "")}
      </p>
    </div>
  )
}

/** A Decap preview template that draws `page(entry)` with the site's React into its frame. */
function preview(page: (data: Record<string, unknown>, slug: string) => ReactNode) {
  return createClass({
    componentDidMount(this: { node: HTMLElement; root: Root; draw(): void }) {
      this.root = createRoot(this.node)
      this.draw()
    },
    componentDidUpdate(this: { draw(): void }) {
      this.draw()
    },
    componentWillUnmount(this: { root: Root }) {
      // React refuses to unmount a root while Decap's own render is in progress.
      const root = this.root
      queueMicrotask(() => root.unmount())
    },
    draw(this: { root: Root; props: EntryProps }) {
      const { entry } = this.props
      let content: ReactNode
      try {
        content = page(entry.get("data").toJS(), entry.get("slug") || "preview")
      } catch (error) {
        content = <Refused message={(error as Error).message} />
      }
      this.root.render(<div className="bg-background font-sans text-foreground">{content}</div>)
    },
    render(this: { node: HTMLElement | null }) {
      return h("div", { ref: (node: HTMLElement | null) => (this.node = node!) })
    },
  })
}

registerValidation(CMS)

CMS.registerPreviewStyle("/admin/previews.css")

CMS.registerPreviewTemplate(
  "jobs",
  preview((data, slug) => {
    const role = parseJob(`src/jobs/${slug}.md`, fileOf(data))
    return <JobPage role={{ ...role, href: jobPath(role.slug) }} pay={formatPay(role.pay)} />
  }),
)

CMS.registerPreviewTemplate(
  "articles",
  preview((data, slug) => {
    const article = parseArticle(`src/articles/${slug}.md`, fileOf(data))
    return (
      <ArticlePage
        article={articleCard(article)}
        html={article.html}
        toc={article.toc}
        related={[]}
        url={articleCard(article).href}
      />
    )
  }),
)
