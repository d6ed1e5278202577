/** Where a rule comes from: the instrument's name, where to read it, and its date. */
export type Source = {
  /** The Act, rule, notification or circular, named as its issuer names it. */
  name: string
  url: string
  /** The date it was issued or took effect, as written in the source (ISO 8601). */
  date: string
}

/** A rule as a reader meets it: a title, the rule in a sentence or two, and its source. */
export type RuleNote = {
  id: string
  title: string
  text: string
  /** None where no one instrument states it: a state that levies no professional tax, or a summary of rules cited one by one. */
  source?: Source
}
