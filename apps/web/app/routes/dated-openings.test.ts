import { openings } from "@repo/content/careers"
import { afterEach, describe, expect, it, vi } from "vitest"

import { applyData, loader as applyLoader, meta as applyMeta } from "./apply"
import { careersData, loader as careersLoader, meta as careersMeta } from "./careers"

type Meta = Record<string, unknown>

const postings = (tags: Meta[]) =>
  tags.flatMap((tag) => {
    const data = tag["script:ld+json"] as Meta | undefined
    return data?.["@type"] === "JobPosting" ? [data] : []
  })

const robots = (tags: Meta[]) => tags.find((tag) => tag.name === "robots")?.content

// The meta functions read only `loaderData`; the rest of their arguments are React Router's.
const careersMetaOn = (today: string) =>
  careersMeta({ loaderData: careersData(today) } as Parameters<typeof careersMeta>[0]) as Meta[]
const applyMetaOn = (id: string | undefined, today: string) =>
  applyMeta({ loaderData: applyData(id, today) } as Parameters<typeof applyMeta>[0]) as Meta[]

afterEach(() => {
  vi.unstubAllEnvs()
})

describe("openings on the build's date", () => {
  it("lists all four openings, each a JobPosting with its posted and closing dates", () => {
    const today = "2026-11-26"
    expect(careersData(today).openings.map((opening) => opening.id)).toEqual(openings.map((o) => o.id))
    const data = postings(careersMetaOn(today))
    expect(data.map((posting) => posting.title)).toEqual(openings.map((o) => o.title))
    for (const [i, posting] of data.entries()) {
      expect(posting.datePosted).toBe(openings[i]!.datePosted)
      expect(posting.validThrough).toBe(`${openings[i]!.validThrough}T23:59:59+05:30`)
    }
  })

  it("drops an opening the day after its last day, from the list and the JobPosting data", () => {
    // The payroll manager's last day is 1 January 2027.
    const last = careersData("2027-01-01").openings.map((opening) => opening.id)
    expect(last).toContain("payroll-manager")
    const after = careersData("2027-01-02")
    expect(after.openings.map((opening) => opening.id)).not.toContain("payroll-manager")
    expect(after.openings).toHaveLength(3)
    expect(postings(careersMetaOn("2027-01-02")).map((posting) => posting.title)).not.toContain(
      "Payroll Manager",
    )
    expect(careersData("2027-06-01").openings).toEqual([])
    expect(postings(careersMetaOn("2027-06-01"))).toEqual([])
  })

  it("keeps a closed opening's application page, says it has closed and keeps it out of search", () => {
    expect(applyData("payroll-manager", "2026-11-26").status).toBe("open")
    expect(robots(applyMetaOn("payroll-manager", "2026-11-26"))).toBeUndefined()

    const closed = applyData("payroll-manager", "2027-01-02")
    expect(closed.status).toBe("closed")
    expect(closed.opening?.title).toBe("Payroll Manager")
    const tags = applyMetaOn("payroll-manager", "2027-01-02")
    expect(robots(tags)).toBe("noindex, follow")
    expect(tags.find((tag) => "title" in tag)?.title).toBe("Payroll Manager (closed) | Talentrise HR Careers")

    // The open application never closes.
    expect(applyData(undefined, "2027-06-01").status).toBe("open")
    expect(robots(applyMetaOn(undefined, "2027-06-01"))).toBeUndefined()
  })

  it("says an opening posted in the future is not open yet", () => {
    expect(applyData("learning-development-consultant", "2026-11-22").status).toBe("not-yet")
    expect(careersData("2026-11-22").openings.map((opening) => opening.id)).not.toContain(
      "learning-development-consultant",
    )
  })

  it("answers an unknown opening with 404", () => {
    expect(() => applyData("chief-happiness-officer", "2026-11-26")).toThrow()
  })

  it("takes the date from the build (BUILD_DATE)", async () => {
    vi.stubEnv("BUILD_DATE", "2027-01-02")
    expect(careersLoader().openings.map((opening) => opening.id)).not.toContain("payroll-manager")
    const args = { params: { openingId: "payroll-manager" } } as Parameters<typeof applyLoader>[0]
    expect((await applyLoader(args)).status).toBe("closed")
    vi.stubEnv("BUILD_DATE", "2026-11-26")
    expect(careersLoader().openings).toHaveLength(4)
    expect((await applyLoader(args)).status).toBe("open")
  })
})
