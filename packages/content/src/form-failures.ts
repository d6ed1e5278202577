/**
 * Why a form could not be sent, in a sentence added to the failure toast's description (the spec's
 * title and description stay as they are). `{field}` is the label of the field the server refused.
 */
export const formFailureCauses = {
  offline: "You seem to be offline: your message is still here to send once you are back.",
  unreachable: "Our server could not be reached: check your connection and send again.",
  timeout: "Our server took too long to answer: sending again will not send it twice.",
  refusedField: "Our server did not accept the {field} field: please check it.",
  refused: "Our server did not accept what was typed: please check the form.",
  rateLimited: "This e-mail address has sent several messages in the last hour: please try again later.",
  server: "Something went wrong on our side.",
} as const
