/**
 * The format the editor writes JSON entries in (validation.ts registers it, config.ts names it):
 * the file's keys in the form's order, which is the schema's and the files', what a cleared field
 * leaves dropped, and a final newline, so that saving one field changes one line (decision 087).
 */
export const entryFormat = "json-entry"
