import { serviceInterestValues } from "@repo/contact-client/schema"
import { serviceInterests, services } from "@repo/content/services"
import { describe, expect, it } from "vitest"

// The form's options come from content; the schema and the database accept their own list.
// If the two drift, a visitor could pick an option the database refuses.
describe("service interest options", () => {
  it("are exactly the values the contact schema (and so the database) accepts", () => {
    expect(serviceInterests.map((option) => option.value)).toEqual([...serviceInterestValues])
  })

  it("include the option every service page preselects", () => {
    const values = new Set<string>(serviceInterestValues)
    for (const service of services) expect(values.has(service.interest), service.slug).toBe(true)
  })
})
