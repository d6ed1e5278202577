import { createContext, use, type ComponentProps, type ComponentType, type ReactNode } from "react"

export type LinkComponentProps = Omit<ComponentProps<"a">, "href"> & {
  /** Where the link goes: a path inside the app (through the router), or a full URL, `mailto:`, `tel:` or `#id` (a plain `<a>`). */
  href: string
}

function PlainAnchor({ children, ...props }: LinkComponentProps) {
  return <a {...props}>{children}</a>
}

const LinkContext = createContext<ComponentType<LinkComponentProps>>(PlainAnchor)

/** Lets an app route internal links through its router; without it links are plain anchors. */
function LinkProvider({
  component,
  children,
}: {
  /** The router's link component (React Router's `Link`, adapted to take `href`). */
  component: ComponentType<LinkComponentProps>
  /** The app, or the part of it whose links go through the router. */
  children: ReactNode
}) {
  return <LinkContext value={component}>{children}</LinkContext>
}

function isExternal(href: string) {
  return /^(https?:|mailto:|tel:|#)/.test(href)
}

function Link({ href, children, ...props }: LinkComponentProps) {
  const RouterLink = use(LinkContext)
  if (isExternal(href))
    return (
      <a data-slot="link" href={href} {...props}>
        {children}
      </a>
    )
  return (
    // The router's link component comes from context: one stable component for the whole app.
    // eslint-disable-next-line react-hooks/static-components
    <RouterLink data-slot="link" href={href} {...props}>
      {children}
    </RouterLink>
  )
}

export { Link, LinkProvider, isExternal }
