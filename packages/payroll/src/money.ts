/*
 * Amounts are rupees held as JavaScript numbers. Every figure a rule produces is rounded the way
 * that rule says: to paise, to the nearest rupee, up to the next rupee, or to the nearest ten
 * rupees (the Income-tax Act). The small epsilon keeps a value such as 1249.4999999 (a product
 * that is exactly 1249.5 on paper) on the side the paper puts it.
 */
const epsilon = 1e-9

/** To paise (two decimals), half up. */
export function toPaise(amount: number): number {
  return Math.round((amount + epsilon) * 100) / 100
}

/** To the nearest rupee; 50 paise or more goes up. */
export function toNearestRupee(amount: number): number {
  return Math.floor(amount + 0.5 + epsilon)
}

/** Up to the next whole rupee (any paise at all goes up). */
export function upToNextRupee(amount: number): number {
  return Math.ceil(toPaise(amount) - epsilon)
}

/**
 * Sections 288A and 288B of the Income-tax Act: ignore the paise, then round to the nearest
 * multiple of ten rupees, a last figure of five or more going up.
 */
export function toNearestTenRupees(amount: number): number {
  const rupees = Math.floor(amount + epsilon)
  const last = rupees % 10
  return last >= 5 ? rupees - last + 10 : rupees - last
}

/** `rate` per cent of `amount`, unrounded. */
export function percentOf(amount: number, rate: number): number {
  return (amount * rate) / 100
}
