/**
 * The format the editor writes JSON entries in (validation.ts registers it, config.ts names it):
 * the file's keys in the form's order, which is the schema's and the files', what a cleared field
 * leaves dropped, and a final newline, so that saving one field changes one line (decision 087).
 */
export const entryFormat = "json-entry"

/**
 * The format the editor reads and writes client roles in (role-format.ts; validation.ts registers
 * it): the role file with its Hindi under `hi:`, the English fields where they always were.
 */
export const roleFormat = "role-file"

/** The languages a role file is edited in, its own first: Decap's locales for the jobs collection. */
export const roleFileLocales = ["en", "hi"] as const
