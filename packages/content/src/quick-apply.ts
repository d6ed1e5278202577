import { applicationForm } from "./careers"
import { fraudPath } from "./fraud-links"
import { grievanceOfficer, site } from "./site"

// The quick apply for a client's role (issue 43, decision 097): a name, a mobile number and a city,
// then a call from the firm. Every word the form, its rules and its success screen show is in one
// `QuickApplyCopy` object, so a page in another language passes its own (`quickApplyCopy` is the
// English). The rules' messages are part of it: `quickApplySchema(copy.messages)` in
// @repo/contact-client.

type Option = { readonly value: string; readonly label: string }
type FieldCopy = { readonly label: string; readonly placeholder?: string; readonly hint?: string }

/** The messages the quick apply's rules show beside a field, one per rule. */
export type QuickApplyMessages = {
  fullName: string
  fullNameMax: string
  fullNameLetters: string
  singleLine: string
  unsupported: string
  mobile: string
  city: string
  cityMax: string
  email: string
  experience: string
  noticePeriod: string
  noteMax: string
  consent: string
  /** The résumé's, by what is wrong with the file (@repo/contact-client/resume's `reason`). */
  resume: {
    empty: string
    tooLarge: string
    extension: string
    content: string
    unreadable: string
  }
}

/** Every word of the quick apply: the form, its fields, its rules and what follows sending. */
export type QuickApplyCopy = {
  /** The page's eyebrow, over the role's title. */
  eyebrow: string
  /** "Apply for Warehouse Shift Supervisor". */
  heading: (roleTitle: string) => string
  /** The form's own heading and lead. */
  formHeading: string
  formLead: string
  requiredNote: string
  fields: {
    fullName: FieldCopy
    mobile: FieldCopy
    city: FieldCopy
    email: FieldCopy
    experience: FieldCopy
    noticePeriod: FieldCopy
    resume: FieldCopy
    note: FieldCopy
    consent: FieldCopy
  }
  /** "Select…": an optional choice not made. */
  choosePlaceholder: string
  experienceOptions: readonly Option[]
  noticePeriodOptions: readonly Option[]
  /** The picker's words: before a file is chosen, to change it, and to take it back (the résumé is optional). */
  resume: { choose: string; change: string; remove: string }
  consent: {
    notice: { heading: string; items: readonly string[] }
    before: string
    linkLabel: string
    href: string
    after: string
  }
  submitLabel: string
  submittingLabel: string
  messages: QuickApplyMessages
  sent: {
    title: string
    body: string
    /** When and from which number the firm calls; `after` ends the sentence after the number (".", "।"). */
    call: { heading: string; body: string; number: { display: string; tel: string }; after: string }
    /** What to do if anyone asks for money. */
    money: { heading: string; body: string; linkLabel: string; href: string }
    back: string
  }
  failure: { title: string; description: string }
  rateLimited: { title: string; description: string }
  /** Offered when the site cannot reach its server. */
  fallback: { text: string; linkLabel: string }
  /** The subject of that e-mail: "Application: <role>". */
  fallbackSubject: (roleTitle: string) => string
  noScript: string
  /** Beside the form: what the candidate needs, and the fee notice. */
  aside: { heading: string; items: readonly string[] }
}

/** The quick apply page's title and description for search engines and shares. */
export const quickApplySeo = {
  title: (roleTitle: string) => `Apply: ${roleTitle} | ${site.name} Careers`,
  description: (roleTitle: string) =>
    `Apply for ${roleTitle} through ${site.name} in two minutes: your name, mobile number and city, no résumé needed. A recruiter calls you, and applying is free.`,
} as const

/** The quick apply in English. */
export const quickApplyCopy = {
  eyebrow: "Apply in two minutes",
  heading: (roleTitle) => `Apply for ${roleTitle}`,
  formHeading: "Your details",
  formLead: "Your name, mobile number and city are enough. We call you to talk about the role.",
  requiredNote: "Fields marked * are required. Everything else is optional.",
  fields: {
    fullName: { label: "Full name", placeholder: "Asha Rao" },
    mobile: {
      label: "Mobile number",
      placeholder: "98765 43210",
      hint: "We call you on this number.",
    },
    city: { label: "Current city", placeholder: "Noida" },
    email: { label: "E-mail", placeholder: "asha@example.in" },
    experience: { label: "Total experience" },
    noticePeriod: { label: "When you can join" },
    resume: {
      label: "Résumé",
      hint: "PDF, DOC, DOCX, or a photo of it (JPEG or PNG), up to 5 MB",
    },
    note: {
      label: "Anything else",
      placeholder: "Shifts you can work, the area you live in, a question about the role.",
    },
    consent: { label: "consent" },
  },
  choosePlaceholder: applicationForm.choosePlaceholder,
  experienceOptions: applicationForm.experienceOptions,
  noticePeriodOptions: applicationForm.noticePeriodOptions,
  resume: { choose: "Choose a file or take a photo", change: "Change file", remove: "Remove file" },
  consent: {
    notice: {
      heading: `What ${site.legalName} does with these details`,
      items: [
        "We collect: your name, mobile number and city, and your e-mail, experience, notice period, résumé and note if you give them.",
        `We use them only to consider you for this role and similar ones, and to call you about them; we put you forward to the client only if you agree to it on that call.`,
        "We keep them for 12 months, then delete them; nothing is sold or shared for advertising.",
        `To withdraw your consent and have them deleted, call ${site.phone.display} or e-mail ${site.careersEmail}. For your other rights, or a complaint, write to our Grievance Officer at ${grievanceOfficer.email}; you may then complain to the Data Protection Board of India.`,
      ],
    },
    before: `I consent to ${site.name} using my details as set out above (more in the `,
    linkLabel: "privacy policy",
    href: "/privacy-policy",
    after: ").",
  },
  submitLabel: "Apply now",
  submittingLabel: "Sending…",
  messages: {
    fullName: "Enter your full name (at least 2 characters)",
    fullNameMax: "Enter at most 100 characters for your name",
    fullNameLetters: "Enter your name with at least 2 letters",
    singleLine: "Enter this on one line",
    unsupported: "Remove the character that cannot be sent",
    mobile: "Enter a 10-digit Indian mobile number, like 98765 43210 or +91 98765 43210",
    city: "Enter the city you live in",
    cityMax: "Enter at most 80 characters for your city",
    email: "Enter an e-mail address like asha@example.in, or leave it empty",
    experience: "Choose your experience from the list, or leave it",
    noticePeriod: "Choose when you can join from the list, or leave it",
    noteMax: "Enter at most 1000 characters in your note",
    consent: "Tick the box so we may call you about this role",
    resume: {
      empty: "This file is empty. Choose your résumé again, or leave it out.",
      tooLarge: "This file is larger than 5 MB. Choose a smaller one, or leave it out.",
      extension: "Choose a PDF, DOC, DOCX, JPEG or PNG file, or leave it out.",
      content:
        "This file is not the document or photo its name says. Choose your résumé again, or leave it out.",
      unreadable: "This file could not be read. Choose it again, or leave it out.",
    },
  },
  sent: {
    title: "Thank you: we will call you",
    body: "Your details are with our recruiters, and nothing of them is left in this browser.",
    call: {
      heading: "When we call",
      body: `A recruiter calls you ${site.replyWithin}, from`,
      number: site.phone,
      after: ".",
    },
    money: {
      heading: "If anyone asks you for money",
      body: "Do not pay. We never charge a candidate a fee, at any step. Anyone who asks, in our name, is not from us.",
      linkLabel: "How to spot a job scam, and report one",
      href: fraudPath,
    },
    back: "Back to all jobs",
  },
  failure: {
    title: "Your application was not sent",
    description: "Everything you entered is still here. Try again in a moment.",
  },
  rateLimited: {
    title: "Too many applications today",
    description: `We take up to five applications a day from one mobile number. Try again tomorrow, or call ${site.phone.display}.`,
  },
  fallback: {
    text: "Our server cannot be reached right now. You can apply by e-mail instead:",
    linkLabel: `E-mail ${site.careersEmail}`,
  },
  fallbackSubject: (roleTitle) => `Application: ${roleTitle}`,
  noScript: `Sending this form needs JavaScript. You can also call ${site.phone.display} or write to ${site.careersEmail}.`,
  aside: {
    heading: "What you need",
    items: [
      "Your name, mobile number and city. No résumé or e-mail is needed.",
      "A recruiter calls you to talk about the role, the pay and when you can start.",
      "Applying is free, now and at every later step.",
    ],
  },
} as const satisfies QuickApplyCopy
