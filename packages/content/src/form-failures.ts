/**
 * Why a form could not be sent, in a sentence added to the failure toast's description (the spec's
 * title and description stay as they are). `{field}` is the label of the field the server refused.
 */
export type FormFailureCauses = Record<
  "offline" | "unreachable" | "timeout" | "refusedField" | "refused" | "rateLimited" | "server",
  string
>

export const formFailureCauses = {
  offline: "You seem to be offline: your message is still here to send once you are back.",
  unreachable: "Our server could not be reached: check your connection and send again.",
  timeout: "Our server took too long to answer: sending again will not send it twice.",
  refusedField: "Our server did not accept the {field} field. Check it and send again.",
  refused: "Our server did not accept what was typed. Check the form and send again.",
  rateLimited: "This e-mail address has sent several messages in the last hour. Try again later.",
  server: "Something went wrong on our side.",
} as const satisfies FormFailureCauses
