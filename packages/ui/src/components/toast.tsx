import { cva, type VariantProps } from "class-variance-authority"
import * as ToastPrimitive from "radix-ui/toast"
import { useSyncExternalStore, type ComponentProps, type ReactNode } from "react"

import { cn } from "../lib/cn"
import { Icon } from "./icon"

type ToastVariant = "default" | "success" | "destructive"

type ToastData = {
  id: number
  title: string
  description?: string
  variant: ToastVariant
  duration?: number
  open: boolean
}

type ToastOptions = { title: string; description?: string; variant?: ToastVariant; duration?: number }

// One store for the whole page, so `toast()` works from anywhere, including outside React.
let toasts: ReadonlyArray<ToastData> = []
let nextId = 1
const listeners = new Set<() => void>()
const MAX_TOASTS = 3

function emit(next: ReadonlyArray<ToastData>) {
  toasts = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const serverSnapshot: ReadonlyArray<ToastData> = []

/** Shows a notification in the page's Toaster; returns a function that dismisses it. */
function toast({ variant = "default", ...options }: ToastOptions) {
  const id = nextId++
  emit([...toasts, { id, variant, open: true, ...options }].slice(-MAX_TOASTS))
  return () => dismiss(id)
}

function dismiss(id: number) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)))
  // Leave time for the exit animation before the node goes.
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), 300)
}

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-11 shadow-raised data-[state=open]:animate-slide-in-right data-[state=closed]:opacity-0 data-[state=closed]:transition-opacity data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)",
  {
    variants: {
      variant: {
        default: "border-border bg-background text-foreground",
        success: "border-success/25 bg-background text-foreground",
        destructive: "border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
)

const icons: Record<ToastVariant, ReactNode> = {
  default: null,
  success: <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-success" />,
  destructive: <Icon name="circle-alert" className="mt-0.5 size-5 shrink-0" />,
}

type ToastProps = ComponentProps<typeof ToastPrimitive.Root> &
  VariantProps<typeof toastVariants> & {
    /** What happened, in a few words ("Link copied"). */
    title: string
    /** One sentence more, if the title needs it. */
    description?: string
    /** The close button's accessible name ("Close toast"). */
    closeLabel?: string
  }

function Toast({ className, variant, title, description, closeLabel = "Close toast", ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      type={variant === "destructive" ? "foreground" : "background"}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    >
      {icons[variant ?? "default"]}
      <div className="grid gap-1">
        <ToastPrimitive.Title className="text-[0.95rem] font-semibold">{title}</ToastPrimitive.Title>
        {description ? (
          <ToastPrimitive.Description className="text-sm leading-relaxed opacity-90">
            {description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label={closeLabel}
        className="absolute top-3 right-3 inline-flex size-7 cursor-pointer items-center justify-center rounded-md opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100"
      >
        <Icon name="x" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  )
}

/** The Toaster's accessible names, in the page's language (English by default). */
type ToasterWords = {
  /** The region the toasts stack in, reached with Alt+T: "Notifications". */
  region: string
  /** Each toast, as a screen reader announces it: "Notification". */
  item: string
  /** Each toast's close button: "Close toast". */
  close: string
}

const englishWords: ToasterWords = { region: "Notifications", item: "Notification", close: "Close toast" }

type ToasterProps = {
  /** How long a toast stays, in milliseconds (6 s by default; a toast's own `duration` wins). */
  duration?: number
  /** Its accessible names, on a page not in English. */
  words?: ToasterWords
  /** Classes for the viewport the toasts stack in. */
  className?: string
}

/**
 * Renders every toast: bottom-right, auto-dismissed, swiped right to dismiss, paused while hovered or
 * focused, and reached with Alt+T (the region is labelled "Notifications").
 */
function Toaster({ duration = 6000, words = englishWords, className }: ToasterProps) {
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => serverSnapshot,
  )
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={duration} label={words.item}>
      {items.map((item) => (
        <Toast
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id)
          }}
          title={item.title}
          description={item.description}
          variant={item.variant}
          duration={item.duration}
          closeLabel={words.close}
        />
      ))}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        hotkey={["altKey", "KeyT"]}
        label={words.region}
        className={cn(
          "fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-[26rem] list-none flex-col gap-3 p-4 outline-none sm:p-6",
          className,
        )}
      />
    </ToastPrimitive.Provider>
  )
}

export { Toast, Toaster, toast, toastVariants }
export type { ToastOptions, ToastVariant, ToasterWords }
