import { describe, expect, it } from "vitest"
import { applicationMessages } from "./application-schema.ts"
import { resumeMessages } from "./resume.ts"
import { contactMessages } from "./schema.ts"

/** The spec gives these contact form messages word for word (site-spec §5); they are quoted, not ours. */
const specMessages = new Set(["Please enter a valid email address"])

const ownMessages = [
  ...Object.values(applicationMessages),
  ...Object.values(contactMessages),
  resumeMessages.required,
  resumeMessages.empty,
  resumeMessages.extension,
  resumeMessages.unreadable,
  resumeMessages.tooLarge("6.1 MB"),
  resumeMessages.content("pdf"),
].filter((message) => !specMessages.has(message))

describe("the forms' own error messages", () => {
  it.each(ownMessages)("%s: says what to do without 'please', in sentence case", (message) => {
    expect(message).not.toMatch(/\bplease\b/i)
    expect(message[0]).toBe(message[0]?.toUpperCase())
    // Sentence case: after the first word, a capital starts only a sentence, a name or an acronym.
    const words = message.split(/\s+/).slice(1)
    const capitalised = words.filter(
      (word, index) => /^[A-Z][a-z]/.test(word) && !/[.?!]$/.test(words[index - 1] ?? ""),
    )
    expect(capitalised.filter((word) => !/^(Indian|LinkedIn)\b/.test(word))).toEqual([])
  })
})
