import { lazy, Suspense, useState, type KeyboardEvent, type PointerEvent } from "react"

import { Button } from "../components/button"
import { Icon } from "../components/icon"
import type { ShareMenuProps } from "./share-menu-dropdown"

// Radix DropdownMenu and what it brings (popper, focus scope, dismissable layer) would be most of an
// article page's own JavaScript. A look-alike button stands in for its trigger: pointing at it or
// focusing it fetches the menu, and pressing it (pointer, Enter, Space or Arrow Down) swaps the
// real menu in, already open, so no press is lost.
const loadDropdown = () => import("./share-menu-dropdown")
const ShareMenuDropdown = lazy(loadDropdown)

function prefetch() {
  void loadDropdown()
}

/**
 * Share a page: the device's share sheet where the browser offers one, Copy link (with a toast that
 * says so), LinkedIn and X. A button that reads as the menu's trigger until the menu is wanted.
 */
function ShareMenu(props: ShareMenuProps) {
  const { label = "Share", variant = "outline", size = "md", className } = props
  const [wanted, setWanted] = useState(false)

  const standIn = (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-haspopup="menu"
      aria-expanded="false"
      data-state="closed"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      // As Radix's trigger does: a mouse opens the menu on press, touch and pen on tap.
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.pointerType === "mouse" && event.button === 0) {
          event.preventDefault()
          setWanted(true)
        }
      }}
      onClick={() => setWanted(true)}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (["Enter", " ", "ArrowDown"].includes(event.key)) {
          event.preventDefault()
          setWanted(true)
        }
      }}
    >
      <Icon name="share-2" />
      {label}
    </Button>
  )

  if (!wanted) return standIn
  return (
    <Suspense fallback={standIn}>
      <ShareMenuDropdown {...props} defaultOpen />
    </Suspense>
  )
}

export { ShareMenu }
export type { ShareMenuProps }
