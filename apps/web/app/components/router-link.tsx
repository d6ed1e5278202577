import type { LinkComponentProps } from "@repo/ui/components/link"
import { Link } from "react-router"

/** Internal links go through the router: client navigation, and code fetched when a visitor shows intent. */
export function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} prefetch="intent" {...props} />
}
