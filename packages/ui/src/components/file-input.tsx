import type { ChangeEvent, ComponentProps } from "react"

import { cn } from "../lib/cn"
import { buttonVariants } from "./button-variants"
import { Icon } from "./icon"

type FileInputProps = Omit<ComponentProps<"input">, "type" | "value" | "defaultValue" | "onChange"> & {
  /** The chosen file, shown by name and size; null before one is chosen. */
  file: File | null
  /** Called with the file the visitor picked or dropped, or null if they cancelled. */
  onFileChange: (file: File | null) => void
  /** The call to action before a file is chosen, e.g. "Choose a file or drop it here". */
  chooseLabel: string
  /** Shown after a file is chosen, e.g. "Change file". */
  changeLabel: string
  /**
   * The button that takes the chosen file back, e.g. "Remove file", for a field that may be left
   * empty; with it, `onRemove` is called and focus returns to the picker. Without it, a chosen
   * file can only be changed.
   */
  removeLabel?: string
  /** Called when the visitor removes the chosen file with the `removeLabel` button. */
  onRemove?: () => void
  /** What may be chosen, e.g. "PDF, DOC or DOCX, up to 5 MB". */
  hint: string
  /** How a size is shown, e.g. 2.4 MB. */
  formatSize: (bytes: number) => string
  /** Wraps the drop area (the control's own props go to the native input). */
  containerClassName?: string
}

/**
 * A file picker that is the browser's own `<input type="file">`, stretched invisibly over a drop
 * area: a click, a drop, Enter or Space opens or fills it, and assistive technology announces it as
 * the native control it is. The area shows the chosen file's name and size, and for a field that
 * may be left empty a button that takes the file back. Wrap it in `FormControl` so its id and ARIA
 * state reach the input.
 */
function FileInput({
  file,
  onFileChange,
  chooseLabel,
  changeLabel,
  removeLabel,
  onRemove,
  hint,
  formatSize,
  className,
  containerClassName,
  disabled,
  ...props
}: FileInputProps) {
  // FormControl marks a refused file invalid: the drop area must not show it as accepted.
  const invalid = props["aria-invalid"] === true || props["aria-invalid"] === "true"
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    onFileChange(event.target.files?.[0] ?? null)
    // Choosing the same file again (after fixing it on disk) must fire another change.
    event.target.value = ""
  }
  return (
    <div
      data-slot="file-input"
      data-state={file ? "chosen" : "empty"}
      className={cn(
        "group relative flex min-h-20 items-center gap-4 rounded-lg border border-dashed border-input bg-background px-4 py-3.5 transition-colors",
        "hover:border-foreground/40 has-[input:focus-visible]:border-primary has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-ring/40",
        "has-[input[aria-invalid=true]]:border-destructive data-[state=chosen]:border-solid",
        containerClassName,
      )}
    >
      <input
        data-slot="file-input-control"
        type="file"
        disabled={disabled}
        onChange={onChange}
        className={cn(
          "absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed",
          className,
        )}
        {...props}
      />
      <span
        aria-hidden="true"
        className={cn(
          "grid size-11 shrink-0 place-items-center rounded-lg",
          invalid
            ? "bg-destructive/10 text-destructive"
            : file
              ? "bg-primary-soft text-primary-soft-foreground"
              : "bg-muted text-muted-foreground",
        )}
      >
        <Icon name={invalid ? "triangle-alert" : file ? "file-check" : "file-text"} className="size-5" />
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5" aria-live="polite">
        {file ? (
          <>
            <span data-slot="file-input-name" className="truncate font-semibold text-foreground">
              {file.name}
            </span>
            <span data-slot="file-input-size" className="text-sm text-muted-foreground">
              {formatSize(file.size)}
            </span>
          </>
        ) : (
          <>
            <span className="font-semibold text-foreground">{chooseLabel}</span>
            <span className="text-sm text-muted-foreground">{hint}</span>
          </>
        )}
      </span>
      {file ? (
        <span
          aria-hidden="true"
          className="hidden shrink-0 rounded-md border border-input px-3 py-1.5 text-sm font-semibold text-foreground group-hover:border-primary group-hover:text-primary sm:inline"
        >
          {changeLabel}
        </span>
      ) : null}
      {file && removeLabel && onRemove ? (
        // Above the stretched input, so a tap on it removes the file rather than opening the picker.
        <button
          type="button"
          data-slot="file-input-remove"
          disabled={disabled}
          onClick={(event) => {
            const picker = event.currentTarget.parentElement?.querySelector("input")
            onRemove()
            picker?.focus()
          }}
          className={cn(
            buttonVariants({ variant: "ghost", size: "icon" }),
            "relative z-10 text-sm text-muted-foreground hover:bg-destructive/10 hover:text-destructive sm:w-auto sm:px-2.5",
          )}
        >
          <Icon name="x" className="size-4" />
          {/* A phone keeps the row for the file's name: the button is its cross alone, named all the same. */}
          <span className="sr-only sm:not-sr-only">{removeLabel}</span>
        </button>
      ) : null}
    </div>
  )
}

export { FileInput }
