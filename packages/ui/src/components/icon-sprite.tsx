/**
 * The symbols every `Icon` draws, hidden, written into the document once (first thing in `<body>`):
 * each icon is a `<use>` of a symbol on its own page, so the browser neither fetches nor parses a
 * separate SVG document for them. Pass the text of `@repo/ui/assets/icons.svg` (a `?raw` import).
 *
 * A prerendered app can keep that text out of its client bundle by passing it on the server only
 * (`import.meta.env.SSR ? sprite : ""`): React keeps the server's symbols when it hydrates and never
 * rewrites them, since the client's (empty) markup does not change afterwards.
 */
type IconSpriteProps = {
  /** The text of `@repo/ui/assets/icons.svg` (a `?raw` import), or "" where the symbols are already in the page. */
  sprite: string
}

function IconSprite({ sprite }: IconSpriteProps) {
  const symbols = sprite ? sprite.slice(sprite.indexOf(">") + 1, sprite.lastIndexOf("</svg>")) : ""
  return (
    <svg
      data-slot="icon-sprite"
      aria-hidden="true"
      focusable="false"
      style={{ display: "none" }}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: symbols }}
    />
  )
}

export { IconSprite }
