import { FormControl } from "../components/form-field"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../components/select"

export type ServiceSelectProps = {
  /** The firm's name, as shown next to the logo. */
  name: string
  /** The chosen value (controlled). */
  value: string
  /** Called with the value a visitor chooses. */
  onValueChange: (value: string) => void
  /** Called when the control loses focus (for validation on blur). */
  onBlur?: () => void
  /** Receives the trigger element (React Hook Form focuses it). */
  triggerRef?: (element: HTMLButtonElement | null) => void
  /** Shown in the trigger until a value is chosen. */
  placeholder?: string
  /** The choices: a value and a label each. */
  options: ReadonlyArray<{ value: string; label: string }>
  /** Open as soon as it mounts: the visitor pressed the stand-in trigger to get here. */
  defaultOpen?: boolean
}

/**
 * The contact form's Service interest: a Radix Select inside the surrounding FormField. The contact
 * form loads this module on demand and shows a look-alike trigger until then (see contact-form.tsx).
 */
function ServiceSelect({
  name,
  value,
  onValueChange,
  onBlur,
  triggerRef,
  placeholder,
  options,
  defaultOpen = false,
}: ServiceSelectProps) {
  return (
    <Select name={name} value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <FormControl>
        <SelectTrigger ref={triggerRef} onBlur={onBlur}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
      </FormControl>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}

export default ServiceSelect
