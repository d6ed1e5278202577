import { toolPageCopy } from "@repo/content/tool-page"
import { Button } from "@repo/ui/components/button"
import { Icon } from "@repo/ui/components/icon"
import { notify } from "@repo/ui/lib/notify"

async function copyLink() {
  try {
    await navigator.clipboard.writeText(window.location.href)
    notify({ variant: "success", title: toolPageCopy.linkCopied })
  } catch {
    notify({ variant: "destructive", title: toolPageCopy.copyFailed })
  }
}

/** Share the result (the address carries the inputs) or print it. */
export function ToolActions() {
  return (
    <div data-print="hide" className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={copyLink}>
        <Icon name="link" />
        {toolPageCopy.copyLink}
      </Button>
      <Button variant="outline" size="sm" onClick={() => window.print()}>
        <Icon name="printer" />
        {toolPageCopy.print}
      </Button>
    </div>
  )
}
