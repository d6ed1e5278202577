import type { ComponentProps } from "react"

import { cn } from "../lib/cn"

type RichTextProps = Omit<ComponentProps<"div">, "children" | "dangerouslySetInnerHTML"> & {
  /**
   * Long text as HTML rendered at build time from Markdown (articles, legal pages): headings with
   * ids, paragraphs, links, lists, quotes, `aside[data-callout]` and tables whose cells carry
   * `data-label`. Trusted content only: it is written into the page as is.
   */
  html: string
}

/** Long-form text with the site's reading typography (`styles/rich-text.css`). */
function RichText({ html, className, ...props }: RichTextProps) {
  return (
    <div
      data-slot="rich-text"
      className={cn("max-w-[68ch] text-[1.0625rem] text-foreground/90", className)}
      dangerouslySetInnerHTML={{ __html: html }}
      {...props}
    />
  )
}

export { RichText }
