import { cn } from "../lib/cn"

/** A small busy indicator for a button's label; it turns only when the visitor allows motion. */
type SpinnerProps = {
  /** Size and colour overrides; it takes the text colour and is 16 px by default. */
  className?: string
}

function Spinner({ className }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      aria-hidden="true"
      className={cn(
        "inline-block size-4 shrink-0 rounded-full border-2 border-current border-r-transparent motion-safe:animate-spin",
        className,
      )}
    />
  )
}

export { Spinner }
