import { describe, expect, it } from "vitest"
import { briefMail } from "../../functions/_shared/mail.ts"

// The sales team's mail about a staffing brief, drawn from the brief's field table
// (@repo/contact-client/brief-fields through site.json): every field in the form's order, the
// needs as one row, the roles and their total, the notes last. The texts are the mails the
// hand-written version sent (issue 42 kept them).

const from = { name: "Talentrise HR website", address: "hello@talentrise.example" }
const brief = {
  id: "5e1f0a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
  created_at: "2026-12-01T09:30:00Z",
  company: "Sharma Logistics",
  contact_name: "Priya Sharma",
  email: "priya@sharma-logistics.in",
  phone: "+919876543210",
  roles: [
    {
      title: "Warehouse associate",
      headcount: 40,
      locations: "Noida",
      experience: "fresher",
      pay: "₹18,000–22,000 a month",
    },
    { title: "Shift supervisor", headcount: 1, locations: "Noida", experience: "3-5" },
  ],
  engagement: "temporary",
  start_date: "2026-12-15",
  end_date: "2027-03-31",
  working_pattern: "rotational",
  needs_pf_esi: true,
  needs_clra_licence: false,
  needs_background_checks: true,
  notes: "Festive peak.\nSector 63.",
}

describe("briefMail", () => {
  it("lists every field, the needs asked, each role and the total, then the notes", () => {
    const mail = briefMail(brief, from)
    expect(mail.subject).toBe(
      "Staffing brief from Sharma Logistics: Warehouse associate and 1 more role, 41 people",
    )
    expect(mail.text).toBe(
      "New staffing brief from the Talentrise HR website.\n\nCompany:         Sharma Logistics\nName:            Priya Sharma\nE-mail:          priya@sharma-logistics.in\nPhone:           +919876543210\n                 tel:+919876543210\nEngagement:      Temporary staffing\nStart:           15 December 2026\nEnd:             31 March 2027\nWorking pattern: Rotational shifts\nStatutory needs: PF and ESI registration; Background checks\nTotal headcount: 41 across 2 roles\nRole 1:          Warehouse associate: 40 people\n  Location(s):   Noida\n  Experience:    Fresher (under 1 year)\n  Pay or CTC:    ₹18,000–22,000 a month\nRole 2:          Shift supervisor: 1 person\n  Location(s):   Noida\n  Experience:    3–5 years\n  Pay or CTC:    not given\nReceived:        1 Dec 2026, 3:00 pm IST\n\nNotes:\nFestive peak.\nSector 63.\n\nReply to this e-mail to answer Priya Sharma directly. The site promised an answer within 24 hours.\nReference: brief 5e1f0a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
    )
  })

  it("says what was left out: no end date, no needs, no pay, no notes", () => {
    const mail = briefMail(
      {
        ...brief,
        roles: [brief.roles[1]!],
        end_date: null,
        needs_pf_esi: false,
        needs_background_checks: false,
        notes: null,
      },
      from,
    )
    expect(mail.subject).toBe("Staffing brief from Sharma Logistics: Shift supervisor, 1 person")
    expect(mail.text).toBe(
      "New staffing brief from the Talentrise HR website.\n\nCompany:         Sharma Logistics\nName:            Priya Sharma\nE-mail:          priya@sharma-logistics.in\nPhone:           +919876543210\n                 tel:+919876543210\nEngagement:      Temporary staffing\nStart:           15 December 2026\nEnd:             permanent or open-ended\nWorking pattern: Rotational shifts\nStatutory needs: none asked\nTotal headcount: 1 across 1 role\nRole 1:          Shift supervisor: 1 person\n  Location(s):   Noida\n  Experience:    3–5 years\n  Pay or CTC:    not given\nReceived:        1 Dec 2026, 3:00 pm IST\n\nNotes:\n—\n\nReply to this e-mail to answer Priya Sharma directly. The site promised an answer within 24 hours.\nReference: brief 5e1f0a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
    )
    expect(mail.html).toBe(
      '<!doctype html>\n<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111">\n<p>New staffing brief from the Talentrise HR website.</p>\n<table role="presentation" cellspacing="0" cellpadding="0">\n<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555;font-weight:600;white-space:nowrap">Company</th><td style="padding:4px 0">Sharma Logistics</td></tr>\n<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555;font-weight:600;white-space:nowrap">Name</th><td style="padding:4px 0">Priya Sharma</td></tr>\n<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555;font-weight:600;white-space:nowrap">E-mail</th><td style="padding:4px 0"><a href="mailto:priya@sharma-logistics.in">priya@sharma-logistics.in</a></td></tr>\n<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555;font-weight:600;white-space:nowrap">Phone</th><td style="padding:4px 0"><a href="tel:+919876543210">+919876543210</a></td></tr>\n<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555;font-weight:600;white-space:nowrap">Engagement</th><td style="padding:4px 0">Temporary staffing</td></tr>\n<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555;font-weight:600;white-space:nowrap">Start</th><td style="padding:4px 0">15 December 2026</td></tr>\n<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555;font-weight:600;white-space:nowrap">End</th><td style="padding:4px 0">permanent or open-ended</td></tr>\n<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555;font-weight:600;white-space:nowrap">Working pattern</th><td style="padding:4px 0">Rotational shifts</td></tr>\n<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555;font-weight:600;white-space:nowrap">Statutory needs</th><td style="padding:4px 0">none asked</td></tr>\n<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555;font-weight:600;white-space:nowrap">Total headcount</th><td style="padding:4px 0">1 across 1 role</td></tr>\n<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555;font-weight:600;white-space:nowrap">Role 1</th><td style="padding:4px 0">Shift supervisor: 1 person</td></tr>\n<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555;font-weight:600;white-space:nowrap">  Location(s)</th><td style="padding:4px 0">Noida</td></tr>\n<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555;font-weight:600;white-space:nowrap">  Experience</th><td style="padding:4px 0">3–5 years</td></tr>\n<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555;font-weight:600;white-space:nowrap">  Pay or CTC</th><td style="padding:4px 0">not given</td></tr>\n<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555;font-weight:600;white-space:nowrap">Received</th><td style="padding:4px 0">1 Dec 2026, 3:00 pm IST</td></tr>\n<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555;font-weight:600;white-space:nowrap">Notes</th><td style="padding:4px 0"><div style="white-space:pre-wrap">—</div></td></tr>\n</table>\n<p style="color:#555;font-size:13px">Reply to this e-mail to answer Priya Sharma directly. The site promised an answer within 24 hours.</p>\n<p style="color:#555;font-size:13px">Reference: brief 5e1f0a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b</p>\n</body></html>\n',
    )
  })
})
