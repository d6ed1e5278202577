// Markdown with frontmatter to HTML, at build time only: routes call this from their loaders, so the
// parser and the text of other pages never reach the browser.
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from "hast"
import { toString as hastText } from "hast-util-to-string"
import { h, s } from "hastscript"
import type { Paragraph, PhrasingContent, Root as MdastRoot } from "mdast"
import rehypeSlug from "rehype-slug"
import rehypeStringify from "rehype-stringify"
import remarkDirective from "remark-directive"
import remarkFrontmatter from "remark-frontmatter"
import remarkGfm from "remark-gfm"
import remarkParse from "remark-parse"
import remarkRehype from "remark-rehype"
import { unified } from "unified"
import { SKIP, visit } from "unist-util-visit"
import { parse as parseYaml } from "yaml"
import type { z } from "zod"

import { ContentError } from "./content-error"
import { buildDateFrom } from "./dates"
import { fillRates } from "./rates"

export { ContentError }

/** A heading of the text, for a table of contents. */
export type TocItem = { id: string; text: string }

export type RenderedMarkdown<Meta> = {
  meta: Meta
  /** The body as HTML (no frontmatter), with ids on its headings. */
  html: string
  /** The body as a tree, for callers that split it (legal pages render one section at a time). */
  tree: HastRoot
  /** Every `##` heading, in order. */
  toc: TocItem[]
  /** Words a reader reads: text, headings, list items, table cells, quotes, callouts. */
  words: number
}

/** `{{key}}` in a file is replaced by `values[key]` (the firm's name, e-mail…); an unknown key fails. */
function fillPlaceholders(file: string, source: string, values: Readonly<Record<string, string>>) {
  // A statutory figure, `{{rate:pf-wage-ceiling}}`: the row in force on the build's day (rates.ts).
  let withRates: string
  try {
    // Storybook renders the files in the browser, where there is no process: the day is today there.
    const buildDay = typeof process === "undefined" ? undefined : process.env.BUILD_DATE
    withRates = fillRates(source, buildDateFrom(buildDay))
  } catch (error) {
    throw new ContentError(`${file}: ${(error as Error).message}`)
  }
  return withRates.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (_, key: string) => {
    const value = values[key]
    if (value === undefined)
      throw new ContentError(
        `${file}: unknown placeholder {{${key}}} (known: ${Object.keys(values).join(", ") || "none"})`,
      )
    return value
  })
}

function frontmatterOf(file: string, tree: MdastRoot): unknown {
  const first = tree.children[0]
  if (first?.type !== "yaml") throw new ContentError(`${file}: no frontmatter (a --- block at the top)`)
  try {
    return parseYaml(first.value)
  } catch (error) {
    throw new ContentError(`${file}: frontmatter is not valid YAML: ${(error as Error).message}`)
  }
}

function validate<Schema extends z.ZodType>(file: string, schema: Schema, data: unknown): z.infer<Schema> {
  const result = schema.safeParse(data ?? {})
  if (result.success) return result.data
  const reasons = result.error.issues.map((issue) => {
    const field = issue.path.join(".") || "(frontmatter)"
    return `field "${field}": ${issue.message}`
  })
  throw new ContentError(`${file}: bad frontmatter, ${reasons.join("; ")}`)
}

/**
 * `:::callout{title="…"}` becomes an aside named by its title; any other directive fails the build.
 * Text such as "talentrise:contact-draft" parses as a text directive and is put back as written.
 */
function remarkCallouts(file: string, source: string) {
  return (tree: MdastRoot) => {
    visit(tree, (node, index, parent) => {
      if (node.type === "textDirective" || (node.type === "leafDirective" && node.name !== "callout")) {
        if (!parent || index === undefined || !node.position) return
        const raw = source.slice(node.position.start.offset, node.position.end.offset)
        parent.children.splice(index, 1, { type: "text", value: raw } as PhrasingContent)
        return index
      }
      if (node.type !== "containerDirective") return
      if (node.name !== "callout")
        throw new ContentError(`${file}: unknown directive :::${node.name} (only :::callout is known)`)
      const title = node.attributes?.title?.trim()
      if (!title) throw new ContentError(`${file}: a :::callout needs a title, :::callout{title="…"}`)
      const heading: Paragraph = {
        type: "paragraph",
        data: { hProperties: { dataCalloutTitle: "" } },
        children: [{ type: "text", value: title }],
      }
      node.data = { hName: "aside", hProperties: { dataCallout: "", ariaLabel: title } }
      node.children = [heading, ...node.children] as typeof node.children
    })
  }
}

/**
 * A quote whose last line starts with an em dash names its source:
 * `> text` / `> — Name` becomes a figure with the quote and a caption.
 */
function remarkQuoteAttribution() {
  return (tree: MdastRoot) => {
    visit(tree, "blockquote", (node, index, parent) => {
      if (!parent || index === undefined) return
      const last = node.children.at(-1)
      if (last?.type !== "paragraph") return
      const at = last.children.findLastIndex((child) => child.type === "text" && /\n\s*—/.test(child.value))
      if (at < 0) return
      const text = last.children[at] as { type: "text"; value: string }
      const split = text.value.search(/\n\s*—[^\n]*$/)
      if (split < 0) return
      const cite: PhrasingContent[] = [
        { type: "text", value: text.value.slice(split).trim() },
        ...last.children.slice(at + 1),
      ]
      last.children = [...last.children.slice(0, at), { type: "text", value: text.value.slice(0, split) }]
      parent.children.splice(index, 1, {
        type: "blockquote",
        data: { hName: "figure", hProperties: { dataQuote: "" } },
        children: [
          { ...node, data: { hName: "blockquote" } },
          { type: "paragraph", data: { hName: "figcaption" }, children: cite },
        ],
      })
      return index + 1
    })
  }
}

function isElement(node: HastContent | ElementContent | undefined, tag?: string): node is Element {
  return node?.type === "element" && (tag === undefined || node.tagName === tag)
}

/**
 * Tables read on a phone without scrolling sideways: each body cell carries its column's name
 * (`data-label`), which the style sheet shows beside the value when rows stack on narrow screens.
 * The first cell of a row heads it. A paragraph "Table: …" just before a table becomes its caption.
 * Each table sits in a `div[data-table]` frame.
 */
function rehypeTables() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName !== "table" || !parent || index === undefined) return
      const parts = node.children.filter((child) => isElement(child))
      const rows = (part: string) =>
        parts
          .filter((child) => child.tagName === part)
          .flatMap((child) => child.children.filter((row) => isElement(row, "tr")))
      const cells = (row: Element) => row.children.filter((cell) => isElement(cell))
      const labels = rows("thead").flatMap((row) => cells(row).map((cell) => hastText(cell).trim()))
      for (const row of rows("thead"))
        for (const cell of cells(row)) {
          // GFM writes column alignment as the obsolete `align` attribute; the style sheet aligns.
          delete cell.properties.align
          cell.properties.scope = "col"
        }
      for (const row of rows("tbody"))
        for (const [column, cell] of cells(row).entries()) {
          delete cell.properties.align
          if (column === 0) {
            cell.tagName = "th"
            cell.properties.scope = "row"
          }
          const label = labels[column]
          if (label) cell.properties.dataLabel = label
        }
      let previous = index - 1
      while (previous >= 0 && parent.children[previous]?.type === "text") previous--
      const before = parent.children[previous]
      const caption = isElement(before as HastContent, "p")
        ? /^Table:\s*(.+)$/s.exec(hastText(before as Element).trim())
        : null
      if (caption) node.children.unshift(h("caption", caption[1]!.trim()))
      // A frame for the border and rounded corners a collapsed table cannot have itself.
      const start = caption ? previous : index
      parent.children.splice(start, index - start + 1, h("div", { dataTable: "" }, [node]))
      return [SKIP, start + 1]
    })
  }
}

/** The callout's icon (lucide "info"), drawn inline: the text is HTML, not React. */
function rehypeCalloutIcon() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node) => {
      if (node.tagName !== "aside" || !("dataCallout" in node.properties)) return
      node.children.unshift(
        s(
          "svg",
          {
            ariaHidden: "true",
            focusable: "false",
            width: 24,
            height: 24,
            viewBox: "0 0 24 24",
            fill: "none",
            stroke: "currentColor",
            strokeWidth: 2,
            strokeLinecap: "round",
            strokeLinejoin: "round",
          },
          [s("circle", { cx: 12, cy: 12, r: 10 }), s("path", { d: "M12 16v-4M12 8h.01" })],
        ),
      )
    })
  }
}

const blockTags = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "li",
  "td",
  "th",
  "caption",
  "figcaption",
  "blockquote",
  "aside",
])

/** Text with a space at every block boundary, so words in adjacent blocks are not run together. */
export function readableText(node: HastRoot | ElementContent): string {
  if (node.type === "text") return node.value
  if (node.type !== "element" && node.type !== "root") return ""
  const inner = node.children.map((child) => readableText(child as ElementContent)).join("")
  return node.type === "element" && blockTags.has(node.tagName) ? ` ${inner} ` : inner
}

export function countWords(tree: HastRoot | ElementContent): number {
  return readableText(tree).split(/\s+/).filter(Boolean).length
}

const processor = (file: string, source: string) =>
  unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ["yaml"])
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkCallouts, file, source)
    .use(remarkQuoteAttribution)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(rehypeTables)
    .use(rehypeCalloutIcon)
    .use(rehypeStringify)

/**
 * Parses one Markdown file: validates its frontmatter with `schema` (a bad field fails with the file,
 * the field and the reason) and renders its body to HTML.
 */
export function renderMarkdown<Schema extends z.ZodType>(
  file: string,
  raw: string,
  schema: Schema,
  placeholders: Readonly<Record<string, string>> = {},
): RenderedMarkdown<z.infer<Schema>> {
  const source = fillPlaceholders(file, raw, placeholders)
  const pipeline = processor(file, source)
  const mdast = pipeline.parse(source)
  const meta = validate(file, schema, frontmatterOf(file, mdast))
  mdast.children = mdast.children.filter((node) => node.type !== "yaml")
  if (mdast.children.some((node) => node.type === "heading" && node.depth === 1))
    throw new ContentError(`${file}: the body has a "# " heading; the title comes from the frontmatter`)
  const tree = pipeline.runSync(mdast) as HastRoot
  const toc = tree.children.flatMap((node) =>
    isElement(node, "h2") ? [{ id: String(node.properties.id), text: hastText(node) }] : [],
  )
  return { meta, html: pipeline.stringify(tree), tree, toc, words: countWords(tree) }
}

/** HTML of a part of a rendered tree (a legal page renders its sections one by one). */
export function toHtml(nodes: readonly HastContent[]): string {
  return unified()
    .use(rehypeStringify)
    .stringify({ type: "root", children: [...nodes] })
}

/** `YYYY-MM-DD` that is a real calendar date. */
export { isIsoDate } from "./dates"
