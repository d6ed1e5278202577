import { useId, type ComponentProps } from "react"

import { cn } from "../lib/cn"

export type Choice<Value extends string> = { value: Value; label: string }

type ChoiceGroupProps<Value extends string> = Omit<ComponentProps<"fieldset">, "onChange"> & {
  legend: string
  /** The form field's name, also the radios' name. */
  name: string
  choices: ReadonlyArray<Choice<Value>>
  value: Value
  onValueChange: (value: Value) => void
  /** A hint under the choices. */
  description?: string
}

/**
 * Two to four mutually exclusive options shown side by side: native radio buttons in a fieldset, so
 * arrow keys move between them and a screen reader reads the legend with each.
 */
function ChoiceGroup<Value extends string>({
  legend,
  name,
  choices,
  value,
  onValueChange,
  description,
  className,
  ...props
}: ChoiceGroupProps<Value>) {
  const id = useId()
  return (
    <fieldset
      data-slot="choice-group"
      aria-describedby={description ? `${id}-description` : undefined}
      className={cn("grid min-w-0 content-start gap-2", className)}
      {...props}
    >
      <legend className="mb-2 text-sm font-semibold text-foreground">{legend}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg border border-input bg-muted p-1">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="relative flex min-h-9 cursor-pointer items-center justify-center rounded-md px-2.5 py-1.5 text-center text-sm leading-tight font-semibold text-muted-foreground transition-colors has-checked:bg-background has-checked:text-foreground has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-ring hover:text-foreground"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onValueChange(choice.value)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {description ? (
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
    </fieldset>
  )
}

export { ChoiceGroup }
