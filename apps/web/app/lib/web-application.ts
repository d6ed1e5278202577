import { absoluteUrl } from "./site-url"
import { context, organizationRef, type JsonLd } from "./structured-data"

/** A free calculator that runs in the browser, offered by the firm (schema.org WebApplication). */
export function webApplicationJsonLd(tool: { title: string; description: string }, path: string): JsonLd {
  return {
    "@context": context,
    "@type": "WebApplication",
    name: tool.title,
    description: tool.description,
    url: absoluteUrl(path),
    applicationCategory: "FinanceApplication",
    operatingSystem: "Any",
    browserRequirements: "Requires JavaScript",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "INR" },
    provider: organizationRef(),
  }
}
