import { describe, expect, it } from "vitest"

import { amountInWords, formatIndianNumber, formatRupees, parseIndianAmount } from "./indian-number"

describe("parseIndianAmount", () => {
  it("reads digits grouped the Indian way, with or without the rupee sign", () => {
    expect(parseIndianAmount("₹12,50,000")).toEqual({ kind: "amount", value: 12_50_000 })
    expect(parseIndianAmount("12,50,000")).toEqual({ kind: "amount", value: 12_50_000 })
    expect(parseIndianAmount("1,250,000")).toEqual({ kind: "amount", value: 12_50_000 })
    expect(parseIndianAmount("Rs. 45,000/-")).toEqual({ kind: "amount", value: 45_000 })
  })

  it("reads lakh and crore in words and short forms", () => {
    expect(parseIndianAmount("12.5 lakh")).toEqual({ kind: "amount", value: 12_50_000 })
    expect(parseIndianAmount("12.5 lakhs")).toEqual({ kind: "amount", value: 12_50_000 })
    expect(parseIndianAmount("12.5L")).toEqual({ kind: "amount", value: 12_50_000 })
    expect(parseIndianAmount("1.2 crore")).toEqual({ kind: "amount", value: 1_20_00_000 })
    expect(parseIndianAmount("1.2cr")).toEqual({ kind: "amount", value: 1_20_00_000 })
    expect(parseIndianAmount("75k")).toEqual({ kind: "amount", value: 75_000 })
    expect(parseIndianAmount("12.345 lakh")).toEqual({ kind: "amount", value: 12_34_500 })
  })

  it("keeps a minus sign, so the caller can say a negative is not allowed", () => {
    expect(parseIndianAmount("-5,000")).toEqual({ kind: "amount", value: -5_000 })
  })

  it("tells empty from unreadable", () => {
    expect(parseIndianAmount("  ")).toEqual({ kind: "empty" })
    expect(parseIndianAmount("twelve")).toEqual({ kind: "invalid" })
    expect(parseIndianAmount("12 lakhz")).toEqual({ kind: "invalid" })
    expect(parseIndianAmount("1.2.3")).toEqual({ kind: "invalid" })
  })
})

describe("formatting", () => {
  it("groups in lakhs and crores", () => {
    expect(formatIndianNumber(12_50_000)).toBe("12,50,000")
    expect(formatIndianNumber(1_20_00_000)).toBe("1,20,00,000")
    expect(formatIndianNumber(1_249.5)).toBe("1,249.50")
    expect(formatRupees(96_400)).toBe("₹96,400")
    expect(formatRupees(-200)).toBe("-₹200")
  })

  it("says big amounts in lakh and crore", () => {
    expect(amountInWords(12_50_000)).toBe("12.5 lakh")
    expect(amountInWords(1_20_00_000)).toBe("1.2 crore")
    expect(amountInWords(50_000)).toBeNull()
  })
})
