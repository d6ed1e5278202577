import type { ComponentProps } from "react"

import { cn } from "../lib/cn"
import { iconAliases, iconNames, type IconName } from "./icon-names"

const known = new Set<string>(iconNames)

function resolveIconName(name: string): IconName | undefined {
  if (known.has(name)) return name as IconName
  return iconAliases[name]
}

function isIconName(name: string): boolean {
  return resolveIconName(name) !== undefined
}

type IconProps = Omit<ComponentProps<"svg">, "name"> & {
  /** A name from icon-names.ts (content names icons by string). */
  name: string
}

/**
 * A line icon drawn from the sprite the document carries (render `IconSprite` once, in `<body>`):
 * decorative (hidden from assistive technology), sized and coloured by CSS (`size-5 text-primary`),
 * no JavaScript per icon. Unknown names render nothing.
 */
function Icon({ name, className, ...props }: IconProps) {
  const id = resolveIconName(name)
  if (!id) return null
  return (
    <svg
      data-slot="icon"
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("size-6 shrink-0", className)}
      {...props}
    >
      <use href={`#icon-${id}`} />
    </svg>
  )
}

export { Icon, isIconName, iconNames }
export type { IconName }
