import { useSyncExternalStore } from "react"

import { Button, type ButtonProps } from "../components/button"
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../components/dropdown-menu"
import { Icon } from "../components/icon"
import { SocialIcon } from "../components/social-icon"
import { notify } from "../lib/notify"

export type ShareMenuProps = {
  /** The page's canonical address: what is copied and shared. */
  url: string
  /** The heading of the block. */
  title: string
  /** The visible label of the control. */
  label?: string
  /** Heads the open menu. */
  menuLabel?: string
  /** The button style of the trigger (see Button's `variant`). */
  variant?: ButtonProps["variant"]
  /** The trigger's size (see Button's `size`). */
  size?: ButtonProps["size"]
  /** Classes for the outer element; they win over the defaults (see `cn`). */
  className?: string
}

function subscribeNever() {
  return () => {}
}

/** Whether the browser has the Web Share API; false while prerendering, so hydration matches. */
function useCanShareNatively() {
  return useSyncExternalStore(
    subscribeNever,
    () => typeof navigator.share === "function",
    () => false,
  )
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url)
    notify({ variant: "success", title: "Link copied", description: "Paste it anywhere to share this page." })
  } catch {
    notify({ variant: "destructive", title: "Couldn't copy the link", description: url })
  }
}

async function shareNatively(url: string, title: string) {
  try {
    await navigator.share({ title, url })
  } catch (error) {
    // The visitor closed the share sheet: nothing to report.
    if (error instanceof DOMException && error.name === "AbortError") return
    await copyLink(url)
  }
}

function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url)
  return [
    {
      network: "LinkedIn" as const,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    {
      network: "X" as const,
      href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
    },
  ]
}

/**
 * The Share menu itself (Radix DropdownMenu): the device's share sheet where the browser offers
 * one, copying the link (with a toast that says so), or posting it to LinkedIn or X in a new tab.
 * ShareMenu loads it when a visitor first reaches for the button.
 */
function ShareMenuDropdown({
  url,
  title,
  label = "Share",
  menuLabel = "Share this article",
  variant = "outline",
  size = "md",
  className,
  defaultOpen = false,
}: ShareMenuProps & {
  /** Open the menu as soon as it mounts (ShareMenu passes it when the visitor's press loaded this module). */
  defaultOpen?: boolean
}) {
  const canShareNatively = useCanShareNatively()
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant={variant} size={size} className={className}>
          <Icon name="share-2" />
          {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-56">
        <DropdownMenuLabel>{menuLabel}</DropdownMenuLabel>
        {canShareNatively ? (
          <DropdownMenuItem onSelect={() => void shareNatively(url, title)}>
            <Icon name="send" />
            Share via…
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => void copyLink(url)}>
          <Icon name="link" />
          Copy link
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {shareLinks(url, title).map((link) => (
          <DropdownMenuItem key={link.network} asChild>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              <SocialIcon network={link.network} />
              Share on {link.network}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

export default ShareMenuDropdown
