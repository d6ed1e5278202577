import type { SubmitFailure } from "@repo/contact-client/errors"
import { formFailureCauses, type FormFailureCauses } from "@repo/content/form-failures"

/**
 * The sentence that tells a visitor why sending failed, where it is known. `labels` names the form's
 * field for each database column (e.g. `first_name` → "First name"); `causes` are the sentences in
 * the page's language (a Hindi page's from its loader), English by default.
 */
export function failureCause(
  failure: Pick<SubmitFailure, "kind" | "column">,
  labels: Readonly<Record<string, string>>,
  online: boolean = typeof navigator === "undefined" ? true : navigator.onLine,
  causes: FormFailureCauses = formFailureCauses,
): string {
  switch (failure.kind) {
    case "network":
      return online ? causes.unreachable : causes.offline
    case "timeout":
      return online ? causes.timeout : causes.offline
    case "rejected": {
      const label = failure.column === undefined ? undefined : labels[failure.column]
      return label ? causes.refusedField.replace("{field}", label) : causes.refused
    }
    case "rate_limited":
      return causes.rateLimited
    case "unauthorized":
    case "server":
      return causes.server
  }
}
