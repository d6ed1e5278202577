import { createContext, use, type ComponentProps, type ComponentType } from "react"

export type LinkComponentProps = Omit<ComponentProps<"a">, "href"> & { href: string }

function PlainAnchor(props: LinkComponentProps) {
  return <a {...props} />
}

const LinkContext = createContext<ComponentType<LinkComponentProps>>(PlainAnchor)

/** Lets an app route internal links through its router; without it links are plain anchors. */
function LinkProvider({ component, children }: { component: ComponentType<LinkComponentProps>; children: React.ReactNode }) {
  return <LinkContext value={component}>{children}</LinkContext>
}

function isExternal(href: string) {
  return /^(https?:|mailto:|tel:|#)/.test(href)
}

function Link({ href, ...props }: LinkComponentProps) {
  const RouterLink = use(LinkContext)
  if (isExternal(href)) return <a data-slot="link" href={href} {...props} />
  return <RouterLink data-slot="link" href={href} {...props} />
}

export { Link, LinkProvider, isExternal }
