// What the forms' field tables share (decision 074): the shape of an entry, and what is derived
// from a table (the values type, the blank values, the columns of a row, the field a refused
// column points at, the fields a form section draws). brief-fields.ts, contact-fields.ts and
// application-fields.ts are tables of this shape. No zod here: a page holds its table without
// loading its schema.

type Option = { readonly value: string; readonly label: string }

/** How the form draws a field. The design system's `FieldControlSpec` takes the same shape. */
export type FieldControl =
  | {
      kind: "input"
      type?: "text" | "email" | "tel" | "url" | "date"
      autoComplete?: string
      inputMode?: "email" | "tel" | "url" | "numeric"
      spellCheck?: boolean
    }
  | { kind: "textarea"; rows: number }
  | { kind: "select"; options: readonly Option[] }
  | { kind: "cards"; options: readonly Option[] }
  | { kind: "check" }
  | { kind: "file" }

/** One field of a form's table. */
export type TableField = {
  /** The database column the field is stored in. */
  column: string
  /** Other columns a refusal may name that belong to this field (a file's name, type and size). */
  alsoColumns?: readonly string[]
  required?: boolean
  /** Across the whole row of its section (`full`), or there and no wider than a select needs (`narrow`). */
  width?: "full" | "narrow"
  control: FieldControl
  /** Its words, from @repo/content. */
  copy: { label: string; placeholder?: string; hint?: string }
  /** How the team's mail shows it. */
  mail: { label: string; show?: string; empty?: string; multiline?: boolean }
}

type Table = Record<string, TableField>

/** A value as typed: text for a field, true or false for a box, a file or none for a file. */
type ValueOf<Control extends FieldControl> = Control["kind"] extends "check"
  ? boolean
  : Control["kind"] extends "file"
    ? File | null
    : string

/** What a form holds as typed, field by field. */
export type FormValuesOf<T extends Table> = { -readonly [Name in keyof T]: ValueOf<T[Name]["control"]> }

/** One message per invalid field; a field that is fine is left out. */
export type FormErrorsOf<T extends Table> = Partial<Record<keyof T, string>>

/** One field as a form section draws it (the design system's `FieldSpec`). */
export type FormField<Name extends string = string> = {
  name: Name
  control: FieldControl
  required: boolean
  width?: "full" | "narrow"
  label: string
  placeholder?: string
  hint?: string
}

/** A field and the label a visitor knows it by. */
export type RefusedField = { field: string; label: string }

const namesOf = <T extends Table>(table: T) => Object.keys(table) as (keyof T & string)[]

/** The values a form starts from: "" for text, false for a box, null for a file. */
export function blankValuesOf<T extends Table>(table: T): FormValuesOf<T> {
  return Object.fromEntries(
    namesOf(table).map((name) => {
      const { kind } = table[name]!.control
      return [name, kind === "check" ? false : kind === "file" ? null : ""]
    }),
  ) as FormValuesOf<T>
}

/** The field and its label for each column the database may refuse. */
export function fieldOfColumnOf(table: Table): Record<string, RefusedField> {
  return Object.fromEntries(
    namesOf(table).flatMap((name) => {
      const { column, alsoColumns = [], copy } = table[name]!
      return [column, ...alsoColumns].map((each) => [each, { field: name, label: copy.label }])
    }),
  )
}

/** The label for each column, as a failure's cause names it. */
export function labelOfColumnOf(fieldOfColumn: Record<string, RefusedField>): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldOfColumn).map(([column, { label }]) => [column, label]))
}

/** The fields a form section draws, in the table's order (`names` picks and orders some). */
export function formFieldsOf<T extends Table>(
  table: T,
  names: readonly (keyof T & string)[] = namesOf(table),
): FormField<keyof T & string>[] {
  return names.map((name) => {
    const { control, copy, required = false, width } = table[name]!
    return { name, control, required, width, ...copy }
  })
}

/** Each named field's parsed value under its column, null for one left empty. */
export function columnsOf<T extends Table>(
  table: T,
  values: Partial<Record<keyof T, unknown>>,
  names: readonly (keyof T & string)[] = namesOf(table),
): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [table[name]!.column, values[name] ?? null]))
}

/** The mail's rows, in the table's order: each field's column, name and how it is shown. */
export function mailRowsOf<T extends Table, Show extends string>(table: T, show: Show) {
  return namesOf(table).map((name) => {
    const { column, mail } = table[name]!
    return { column, field: name, show, ...mail } as { column: string; field: keyof T & string } & Omit<
      TableField["mail"],
      "show"
    > & { show: Show }
  })
}
