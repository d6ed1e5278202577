import type { ToastOptions } from "@repo/ui/components/toast"

/**
 * Shows a toast in the page's Toaster. The toast module is loaded on demand, as the Toaster itself
 * is: a form needs it only after a send, so it stays out of the page's first-load JavaScript.
 */
export function notify(options: ToastOptions) {
  void import("@repo/ui/components/toast").then(({ toast }) => toast(options))
}
