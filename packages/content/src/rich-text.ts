/**
 * Long text (articles, legal pages, service detail) as structured blocks: no HTML strings, no JSX.
 * Inline text is plain; a renderer decides how each block looks.
 */
export type Block =
  | { type: "heading"; id: string; text: string }
  | { type: "subheading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "list"; ordered?: boolean; items: readonly string[] }
  | { type: "quote"; text: string; cite?: string }
  | { type: "callout"; title: string; text: string }
  | { type: "table"; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] }

export type Document = readonly Block[]

/** Words a reader reads, for read-time checks: every text a block shows. */
export function countWords(blocks: Document): number {
  const texts = blocks.flatMap((block): readonly string[] => {
    switch (block.type) {
      case "list":
        return block.items
      case "table":
        return [block.caption, ...block.columns, ...block.rows.flat()]
      case "callout":
        return [block.title, block.text]
      case "quote":
        return [block.text, block.cite ?? ""]
      default:
        return [block.text]
    }
  })
  return texts.join(" ").split(/\s+/).filter(Boolean).length
}
