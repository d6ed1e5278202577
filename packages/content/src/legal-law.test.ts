// What the privacy policy and the terms must say about applications, résumés, the calculators and
// the law in force (issue 27); the pages' structure and wording rules are in legal.test.ts.
import { describe, expect, it } from "vitest"

import { legalDocument } from "./legal-documents"
import { applicationForm } from "./careers"
import { grievanceOfficer, site } from "./site"
import { editorStorage } from "./storage"

const privacy = legalDocument("privacy-policy")
const terms = legalDocument("terms-of-service")

function section(heading: string) {
  const found = privacy.sections.find((s) => s.heading === heading)
  if (!found) throw new Error(`The privacy policy has no "${heading}" section`)
  return found.html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ")
}

describe("the privacy policy covers job applications and résumés", () => {
  it.each([
    ["Personal data we collect", /résumé/],
    ["Where we store it", /job applications[^.]*Supabase|Supabase[^.]*résumés/i],
    ["How we use it", /application and résumé/],
    ["Consent and legitimate uses", /consent to our storing and using your details and résumé/],
    ["How long we keep it", /12 months from receipt, résumé included/],
    [
      "Who we share it with",
      /Supabase, which runs our database and file storage and holds[^.]*job applications and résumés/,
    ],
    ["Your rights", /Delete my application/],
    ["Grievance Officer", /job applications and résumés/],
  ])("in “%s”", (heading, pattern) => {
    expect(section(heading)).toMatch(pattern)
  })

  it("names the mail provider as a processor, and deletes an unsent résumé within an hour", () => {
    expect(section("Who we share it with")).toMatch(
      /e-mail provider, which delivers the notice of each enquiry and application/,
    )
    expect(section("How long we keep it")).toMatch(/deleted within an hour/)
  })

  it("names the Grievance Officer from site.ts, with designation, e-mail and address", () => {
    const text = section("Grievance Officer")
    for (const value of [
      grievanceOfficer.name,
      grievanceOfficer.designation,
      grievanceOfficer.email,
      site.branchOffice.lines.join(", "),
    ])
      expect(text).toContain(value)
  })

  it("keeps server logs 180 days, as CERT-In's directions of 28 April 2022 require", () => {
    expect(section("How long we keep it")).toMatch(
      /180 days, as the CERT-In directions of 28 April 2022 require/,
    )
    expect(privacy.text).not.toMatch(/90 days/)
  })

  it("gives the DPDP timeline and what the firm does now", () => {
    const text = section("The laws we follow")
    expect(text).toContain("On 13 November 2025 the Central Government notified")
    expect(text).toContain("from 13 May 2027")
    expect(text).toContain("What this means now")
    // Issue 35: no claim to meet duties that are not yet in force.
    expect(privacy.text).not.toMatch(/as if they were in force/)
  })

  // DPDP Rules, rule 8(3), from 13 May 2027; CERT-In directions of 28 April 2022, (iv) and (v).
  it("reconciles retention with the DPDP Rules' one year and CERT-In's 180 days in India", () => {
    const retention = section("How long we keep it")
    expect(retention).toMatch(/From 13 May 2027, rule 8\(3\) of the DPDP Rules requires us to keep/)
    expect(retention).toMatch(/at least one year/)
    expect(retention).toMatch(/not yet settled/)
    expect(section("Where we store it")).toMatch(
      /within India[^.]*\. Our database and file storage keep their logs/,
    )
    expect(section("Where we store it")).toMatch(/Mumbai region/)
  })

  // DPDP Rules, rule 3(c)(iii): how to complain to the Board.
  it("says how to complain to the Data Protection Board", () => {
    const board = section("Complaining to the Data Protection Board")
    expect(board).toMatch(/section 13\(3\)/)
    // G.S.R. 843(E): sections 13 and 28 commence eighteen months after 13 November 2025 (issue 41).
    expect(board).toMatch(
      /From 13 May 2027, when G\.S\.R\. 843\(E\)[^.]*section 13\(3\) and section 28\(1\) of the Act into force/,
    )
    expect(privacy.text).not.toMatch(/asks you to use our grievance procedure/)
    expect(board).toMatch(/online/)
    expect(board).toMatch(/meity\.gov\.in/)
  })
})

describe("the cookie policy", () => {
  // Issue 41: the editor at /admin keeps its user token and preferences in the browser.
  it("lists every item the content editor at /admin keeps in the browser, with its type", () => {
    const policy = legalDocument("cookie-policy")
    expect(policy.sections.map((s) => s.heading)).toContain("The content editor at /admin")
    const start = policy.text.indexOf("The content editor at /admin Our staff")
    const text = policy.text.slice(start, policy.text.indexOf("The Manage Cookie Preferences button", start))
    for (const item of editorStorage) {
      const row = new RegExp(`${item.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s+${item.kind}`, "i")
      expect(text, item.name).toMatch(row)
    }
    expect(text).toMatch(/access token/)
    expect(text).toMatch(/log out of the editor/)
  })

  it("lists applications and résumé uploads among the requests that leave the site", () => {
    expect(legalDocument("cookie-policy").text).toMatch(
      /only what you send leaves this website[^.]*job application with the résumé you upload/,
    )
  })
})

describe("the terms", () => {
  it("say the calculators give estimates, not advice", () => {
    const calculators = terms.sections.find((s) => s.heading === "The calculators are estimates")
    expect(calculators?.html).toMatch(/estimates/)
    expect(calculators?.html).toMatch(/not legal, tax, payroll or financial advice/)
  })

  it("let a candidate apply online, not only by e-mail", () => {
    expect(terms.text).toMatch(/apply for jobs online on our careers pages or by e-mail/)
  })
})

// DPDP Rules, rule 3: a notice that is understandable on its own (a), itemises the data and the
// purpose (b), and says how to withdraw, use one's rights and complain to the Board (c).
describe("the application form's consent notice", () => {
  const { notice, before } = applicationForm.consent
  const text = notice.items.join(" ")

  it("itemises the data and the purpose, without sending the reader to the policy", () => {
    for (const item of ["name", "e-mail", "mobile number", "résumé", "notice period"])
      expect(text).toContain(item)
    expect(text).toMatch(/consider you for this role and similar ones/)
    expect(text).toMatch(/12 months/)
    expect(text).not.toMatch(/privacy policy/i)
  })

  it("says how to withdraw, whom to ask for the other rights, and that the Board hears complaints", () => {
    expect(text).toContain(site.careersEmail)
    expect(text).toContain(grievanceOfficer.email)
    expect(text).toMatch(/Data Protection Board of India/)
    expect(before).toMatch(/as set out above/)
  })
})
