import { describe, expect, it } from "vitest"

import { professionalTax } from "./professional-tax"
import { before } from "./test-rules"

describe("professional tax", () => {
  it("is nil in Uttar Pradesh and Delhi at any salary", () => {
    expect(professionalTax("uttar-pradesh", 2_00_000, "men", before.professionalTax)).toEqual({
      monthly: 0,
      february: 0,
      annual: 0,
    })
    expect(professionalTax("delhi", 50_000, "men", before.professionalTax)).toEqual({
      monthly: 0,
      february: 0,
      annual: 0,
    })
  })

  // Maharashtra Schedule I, entry 1, from 1 April 2023 (https://mptinformation.in/showchart.asp?str=mptratsal):
  // men above ₹10,000 and women above ₹25,000 pay ₹2,500 a year: ₹200 a month, ₹300 in February.
  it("takes ₹2,500 a year in Maharashtra: ₹200 a month and ₹300 in February", () => {
    expect(professionalTax("maharashtra", 10_001, "men", before.professionalTax)).toEqual({
      monthly: 200,
      february: 300,
      annual: 2_500,
    })
    expect(professionalTax("maharashtra", 10_000, "men", before.professionalTax)).toEqual({
      monthly: 175,
      february: 175,
      annual: 2_100,
    })
    expect(professionalTax("maharashtra", 7_500, "men", before.professionalTax).annual).toBe(0)
  })

  it("exempts women in Maharashtra up to ₹25,000 a month", () => {
    expect(professionalTax("maharashtra", 25_000, "women", before.professionalTax).annual).toBe(0)
    expect(professionalTax("maharashtra", 20_000, "women", before.professionalTax).annual).toBe(0)
    expect(professionalTax("maharashtra", 25_001, "women", before.professionalTax)).toEqual({
      monthly: 200,
      february: 300,
      annual: 2_500,
    })
  })

  // Karnataka Act 33 of 2025 (https://taxguru.in/corporate-law/karnataka-tax-profession-trades-callings-employments-amendment-act2025.html):
  // ₹25,000 and more: ₹200 a month, ₹300 in February.
  it("charges from ₹25,000 in Karnataka, ₹300 in February since 2025", () => {
    expect(professionalTax("karnataka", 24_999, "men", before.professionalTax).annual).toBe(0)
    expect(professionalTax("karnataka", 25_000, "men", before.professionalTax)).toEqual({
      monthly: 200,
      february: 300,
      annual: 2_500,
    })
  })

  it("follows West Bengal's five bands", () => {
    expect(professionalTax("west-bengal", 10_000, "men", before.professionalTax).monthly).toBe(0)
    expect(professionalTax("west-bengal", 15_000, "men", before.professionalTax).monthly).toBe(110)
    expect(professionalTax("west-bengal", 25_000, "men", before.professionalTax).monthly).toBe(130)
    expect(professionalTax("west-bengal", 40_000, "men", before.professionalTax).monthly).toBe(150)
    expect(professionalTax("west-bengal", 40_001, "men", before.professionalTax)).toEqual({
      monthly: 200,
      february: 200,
      annual: 2_400,
    })
  })

  // Greater Chennai Corporation, half-yearly income (https://ascent-hr.com/notification/professional-tax-slab-revision-chennai).
  it("works out Tamil Nadu's tax on half-yearly income", () => {
    expect(professionalTax("tamil-nadu", 3_500, "men", before.professionalTax).annual).toBe(0) // 21,000 a half-year
    expect(professionalTax("tamil-nadu", 4_000, "men", before.professionalTax).annual).toBe(360) // 24,000: 180 a half-year
    expect(professionalTax("tamil-nadu", 50_000, "men", before.professionalTax).annual).toBe(2_500) // 3,00,000: 1,250
  })

  it("charges ₹200 above ₹12,000 in Gujarat", () => {
    expect(professionalTax("gujarat", 12_000, "men", before.professionalTax).monthly).toBe(0)
    expect(professionalTax("gujarat", 12_001, "men", before.professionalTax).monthly).toBe(200)
  })

  // Telangana Act of 1987, First Schedule, serial 1 (https://tgct.gov.in/tgportal/AllActs/APPT/APPTSchedule.aspx):
  // nil up to ₹15,000, ₹150 a month from ₹15,001 to ₹20,000, ₹200 a month above ₹20,000.
  it("follows Telangana's First Schedule bands", () => {
    expect(professionalTax("telangana", 15_000, "men", before.professionalTax).monthly).toBe(0)
    expect(professionalTax("telangana", 15_001, "men", before.professionalTax).monthly).toBe(150)
    expect(professionalTax("telangana", 20_000, "men", before.professionalTax).monthly).toBe(150)
    expect(professionalTax("telangana", 20_001, "men", before.professionalTax).monthly).toBe(200)
  })
})
