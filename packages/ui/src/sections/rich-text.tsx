import type { ComponentProps } from "react"

import { cn } from "../lib/cn"
import { Icon } from "../components/icon"

/** Long-form text as structured blocks (articles, legal pages). Inline text is plain. */
export type RichTextBlock =
  | { type: "heading"; id: string; text: string }
  | { type: "subheading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "list"; ordered?: boolean; items: readonly string[] }
  | { type: "quote"; text: string; cite?: string }
  | { type: "callout"; title: string; text: string }
  | { type: "table"; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] }

type RichTextProps = ComponentProps<"div"> & {
  /** The body as typed content blocks (headings, paragraphs, lists, tables, notes). */
  blocks: readonly RichTextBlock[]
  /** Level of the block headings, so the text fits under the page's own headings. */
  headingLevel?: 2 | 3
}

function Block({ block, headingLevel }: { block: RichTextBlock; headingLevel: 2 | 3 }) {
  const H = headingLevel === 2 ? "h2" : "h3"
  const Sub = headingLevel === 2 ? "h3" : "h4"
  switch (block.type) {
    case "heading":
      return (
        <H
          id={block.id}
          className="mt-12 scroll-mt-24 text-2xl font-extrabold tracking-tight text-balance first:mt-0"
        >
          {block.text}
        </H>
      )
    case "subheading":
      return <Sub className="mt-8 text-lg font-bold">{block.text}</Sub>
    case "paragraph":
      return <p className="mt-5 leading-[1.8] text-pretty">{block.text}</p>
    case "list": {
      const List = block.ordered ? "ol" : "ul"
      return (
        <List
          className={cn(
            "mt-5 grid gap-2.5 pl-6 leading-[1.7] marker:text-primary",
            block.ordered ? "list-decimal marker:font-bold" : "list-disc",
          )}
        >
          {block.items.map((item) => (
            <li key={item} className="pl-1.5">
              {item}
            </li>
          ))}
        </List>
      )
    }
    case "quote":
      return (
        <figure className="my-9 border-l-4 border-accent pl-6">
          <blockquote className="text-xl leading-relaxed font-semibold text-pretty">
            <p>“{block.text}”</p>
          </blockquote>
          {block.cite ? (
            <figcaption className="mt-3 text-sm text-muted-foreground">— {block.cite}</figcaption>
          ) : null}
        </figure>
      )
    case "callout":
      return (
        <aside
          aria-label={block.title}
          className="my-8 flex gap-4 rounded-xl bg-primary-soft p-6 text-primary-soft-foreground"
        >
          <Icon name="info" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-bold">{block.title}</p>
            <p className="mt-1.5 leading-relaxed">{block.text}</p>
          </div>
        </aside>
      )
    case "table":
      return (
        <section
          className="my-8 overflow-x-auto rounded-xl border border-border"
          // A table wider than the screen scrolls inside this region, which must take focus so a
          // keyboard can scroll it.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={block.caption}
        >
          <table className="w-full min-w-[32rem] border-collapse text-left text-[0.95rem]">
            <caption className="border-b border-border bg-muted px-4 py-3 text-left font-bold">
              {block.caption}
            </caption>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="border-b border-border px-4 py-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join("|")} className="border-b border-border last:border-0">
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={cell} scope="row" className="px-4 py-3 align-top font-semibold">
                        {cell}
                      </th>
                    ) : (
                      <td
                        key={`${i}-${cell}`}
                        className="px-4 py-3 align-top leading-relaxed text-muted-foreground"
                      >
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )
  }
}

/** Renders structured long-form text with the site's reading typography. */
function RichText({ blocks, headingLevel = 2, className, ...props }: RichTextProps) {
  return (
    <div
      data-slot="rich-text"
      className={cn("max-w-[68ch] text-[1.0625rem] text-foreground/90", className)}
      {...props}
    >
      {blocks.map((block, i) => (
        <Block key={i} block={block} headingLevel={headingLevel} />
      ))}
    </div>
  )
}

export { RichText }
