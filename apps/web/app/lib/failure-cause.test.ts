import { describe, expect, it } from "vitest"
import { formFailureCauses } from "@repo/content/form-failures"

import { failureCause } from "./failure-cause"

const labels = { first_name: "First name", email: "Email" }

describe("failureCause", () => {
  it("tells offline from an unreachable server", () => {
    expect(failureCause({ kind: "network" }, labels, false)).toBe(formFailureCauses.offline)
    expect(failureCause({ kind: "network" }, labels, true)).toBe(formFailureCauses.unreachable)
    expect(failureCause({ kind: "timeout" }, labels, false)).toBe(formFailureCauses.offline)
  })

  it("says the server was too slow", () => {
    expect(failureCause({ kind: "timeout" }, labels, true)).toBe(formFailureCauses.timeout)
  })

  it("names the field the database refused, by its label", () => {
    expect(failureCause({ kind: "rejected", column: "first_name" }, labels, true)).toBe(
      "Our server did not accept the First name field. Check it and send again.",
    )
    expect(failureCause({ kind: "rejected" }, labels, true)).toBe(formFailureCauses.refused)
    expect(failureCause({ kind: "rejected", column: "nothing_we_show" }, labels, true)).toBe(
      formFailureCauses.refused,
    )
  })

  it("says the address is sending too often", () => {
    expect(failureCause({ kind: "rate_limited" }, labels, true)).toBe(formFailureCauses.rateLimited)
  })

  it("owns a failure on our side", () => {
    expect(failureCause({ kind: "server" }, labels, true)).toBe(formFailureCauses.server)
    expect(failureCause({ kind: "unauthorized" }, labels, true)).toBe(formFailureCauses.server)
  })

  it("speaks the page's language when given its sentences", () => {
    const hindi = {
      ...formFailureCauses,
      unreachable: "सर्वर से संपर्क नहीं हो सका।",
      refusedField: "“{field}” खाना जाँचें।",
    }
    expect(failureCause({ kind: "network" }, labels, true, hindi)).toBe(hindi.unreachable)
    expect(
      failureCause({ kind: "rejected", column: "first_name" }, { first_name: "पूरा नाम" }, true, hindi),
    ).toBe("“पूरा नाम” खाना जाँचें।")
  })
})
