import { Icon } from "../components/icon"

import { Badge } from "../components/badge"
import { Button, type ButtonProps } from "../components/button"
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../components/dialog"

export type StoredItem = { name: string; purpose: string; duration: string; kind: string }
export type StorageDisclosure = {
  title: string
  summary: string
  items: ReadonlyArray<StoredItem>
  note: string
}

type CookiePreferencesProps = {
  /** What the site stores: its categories and the browser storage it uses. */
  disclosure: StorageDisclosure
  /** The label of the control that opens the dialog. */
  triggerLabel?: string
  /** The label of the dialog's close button. */
  closeLabel?: string
  /** The button style of the control that opens the dialog. */
  triggerVariant?: ButtonProps["variant"]
}

/**
 * "Manage Cookie Preferences": a button that opens a dialog listing everything the site stores.
 * It has no switches because there is nothing optional to switch; it says so plainly.
 */
function CookiePreferences({
  disclosure,
  triggerLabel = "Manage Cookie Preferences",
  closeLabel = "Close",
  triggerVariant = "primary",
}: CookiePreferencesProps) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant={triggerVariant} size="lg" data-slot="cookie-preferences-trigger">
          <Icon name="cookie" />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={closeLabel} className="sm:max-w-xl">
        <DialogHeader>
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Icon name="shield-check" className="size-5" />
          </span>
          <DialogTitle>{disclosure.title}</DialogTitle>
          <DialogDescription>{disclosure.summary}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3">
          {disclosure.items.map((item) => (
            <li key={item.name} className="rounded-lg border border-border bg-muted/60 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <code className="rounded bg-background px-1.5 py-0.5 font-mono text-sm font-semibold break-all">
                  {item.name}
                </code>
                <Badge variant="success" className="capitalize">
                  {item.kind}
                </Badge>
              </div>
              <p className="mt-3 text-[0.95rem] leading-relaxed">{item.purpose}</p>
              <p className="mt-2 text-sm text-muted-foreground">
                <span className="font-semibold text-foreground">How long: </span>
                {item.duration}
              </p>
            </li>
          ))}
        </ul>
        <p className="text-sm leading-relaxed text-muted-foreground">{disclosure.note}</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

export { CookiePreferences }
