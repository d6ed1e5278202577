// The job seeker's words in a page's language, from apps/web/messages through Paraglide. Called by
// loaders only, when the site is built: a page gets its own language's words as loader data, and no
// script in the browser carries the messages or their runtime (docs/decisions/103). Each function
// returns the shape of the English content it stands for, which words.server.test.ts holds equal.
import type { Engagement, JobFunction, PayRange } from "@repo/content/jobs"
import { fraudPath } from "@repo/content/fraud-links"
import type { FormFailureCauses } from "@repo/content/form-failures"
import type { QuickApplyCopy } from "@repo/content/quick-apply"
import { cyberCrimeChannels, firmDomain } from "@repo/content/recruitment-fraud"
import { serviceLinks } from "@repo/content/navigation"
import { grievanceOfficer, site } from "@repo/content/site"

import * as m from "../paraglide/messages.js"
import { localeOf, type Locale } from "./locale"
import { localePath } from "./locale-paths"
import type { PageLanguage } from "./page-language"

type Options = { locale: Locale }

/** The header, footer and skip link of a page in `locale`; links to pages with a Hindi version stay in it. */
export function frameWords(locale: Locale) {
  const o: Options = { locale }
  const about = { label: m.nav_about({}, o), href: "/about" }
  const jobs = { label: m.nav_jobs({}, o), href: localePath("/jobs", locale) }
  const careers = { label: m.nav_careers({}, o), href: "/careers" }
  const blog = { label: m.nav_blog({}, o), href: "/blog" }
  const contact = { label: m.nav_contact({}, o), href: "/contact" }
  return {
    skipToContent: m.skip_to_content({}, o),
    header: {
      // The services' pages are in English: their names keep their language under a Hindi frame.
      services: serviceLinks.map((link) => ({ ...link, lang: "en" })),
      logoHomeLabel: m.logo_home({ name: site.name }, o),
      menuLabel: m.header_menu({}, o),
      navLabel: m.header_main_menu({}, o),
      servicesLabel: m.nav_services({}, o),
      linksBefore: [{ label: m.nav_home({}, o), href: "/" }],
      linksAfter: [about, jobs, careers, { label: m.nav_tools({}, o), href: "/tools" }, blog],
      overview: { label: m.nav_all_services({}, o), href: "/services" },
      serviceAction: { label: m.nav_request_staff({}, o), href: "/hire" },
      cta: contact,
    },
    toaster: { region: m.toast_region({}, o), item: m.toast_item({}, o), close: m.toast_close({}, o) },
    footer: {
      blurb: m.footer_blurb({ name: site.name }, o),
      hours: m.site_business_hours({}, o),
      officeName: m.footer_office_name({}, o),
      companyLinks: [
        about,
        jobs,
        careers,
        { label: m.nav_scam_warning({}, o), href: localePath(fraudPath, locale) },
        { label: m.nav_case_studies({}, o), href: "/case-studies" },
        blog,
        { label: m.nav_payroll_tools({}, o), href: "/tools" },
        contact,
      ],
      legalLinks: [
        { label: m.nav_privacy({}, o), href: "/privacy-policy" },
        { label: m.nav_terms({}, o), href: "/terms-of-service" },
        { label: m.nav_cookies({}, o), href: "/cookie-policy" },
      ],
      labels: {
        services: m.nav_services({}, o),
        company: m.footer_company({}, o),
        contact: m.footer_contact({}, o),
        social: m.footer_social({}, o),
        // Filled in by the footer for each network: "{name} on {network} (opens in a new tab)".
        socialLink: m.footer_social_link({ name: "{name}", network: "{network}" }, o),
        rights: m.footer_rights({}, o),
        legal: m.footer_legal({}, o),
      },
    },
  }
}

export type FrameWords = ReturnType<typeof frameWords>

/** The label of the link to a page's version in `locale`, written in that language. */
export function switchLabel(locale: Locale): string {
  return m.language_switch_to({}, { locale })
}

const rupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 })
const lakhs = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 })

/** A pay range as content's `formatPay` writes it, in `locale`: "₹6–9 लाख प्रति वर्ष". */
export function payIn({ min, max, period }: PayRange, locale: Locale): string {
  const o: Options = { locale }
  const perPeriod = period === "year" ? m.pay_year : m.pay_month
  if (period === "year" && min >= 100_000)
    return perPeriod(
      { range: m.pay_lakh({ range: `₹${lakhs.format(min / 100_000)}–${lakhs.format(max / 100_000)}` }, o) },
      o,
    )
  return perPeriod({ range: `₹${rupees.format(min)}–${rupees.format(max)}` }, o)
}

/** A role's experience in `locale`: "2-4 years" reads "2–4 साल"; English is kept as the file has it. */
export function experienceIn(experience: string, locale: Locale): string {
  if (locale === "en") return experience
  const range = /^(\d+)\s*[-–]\s*(\d+) years?$/.exec(experience)
  if (range) return m.experience_years({ range: `${range[1]}–${range[2]}` }, { locale })
  if (/^fresher$/i.test(experience)) return m.experience_fresher({}, { locale })
  return experience
}

/** The words of /jobs in `locale`, shaped as @repo/content/jobs's jobsSeo, jobsHero, jobsList, jobsElsewhere. */
export function jobsWords(locale: Locale) {
  const o: Options = { locale }
  const engagementLabels: Record<Engagement, string> = {
    contract: m.engagement_contract({}, o),
    "contract-to-hire": m.engagement_contract_to_hire({}, o),
    permanent: m.engagement_permanent({}, o),
  }
  const functionLabels: Record<JobFunction, string> = {
    Sales: m.function_sales({}, o),
    Technology: m.function_technology({}, o),
    Operations: m.function_operations({}, o),
    Engineering: m.function_engineering({}, o),
    "Finance & Accounts": m.function_finance({}, o),
    "Customer Support": m.function_support({}, o),
    "Human Resources": m.function_hr({}, o),
  }
  return {
    seo: {
      title: m.jobs_seo_title({ site: site.name }, o),
      description: m.jobs_seo_description({}, o),
    },
    hero: {
      eyebrow: m.jobs_hero_eyebrow({}, o),
      title: m.jobs_hero_title({}, o),
      lead: m.jobs_hero_lead({}, o),
    },
    list: {
      heading: m.jobs_list_heading({}, o),
      filtersLabel: m.jobs_filters_label({}, o),
      filters: {
        location: { label: m.jobs_filter_location({}, o), any: m.jobs_filter_location_any({}, o) },
        function: { label: m.jobs_filter_function({}, o), any: m.jobs_filter_function_any({}, o) },
        engagement: { label: m.jobs_filter_engagement({}, o), any: m.jobs_filter_engagement_any({}, o) },
      },
      apply: m.jobs_apply_filters({}, o),
      clear: m.jobs_clear_filters({}, o),
      none: m.jobs_none({}, o),
      empty: m.jobs_empty({}, o),
      viewLabel: m.jobs_view_role({}, o),
    },
    /** The card's own words; `{count}`, `{shown}` and `{total}` are filled in by the list. */
    card: {
      countOne: m.jobs_count_one({ count: "{count}" }, o),
      countOther: m.jobs_count_other({ count: "{count}" }, o),
      countOf: m.jobs_count_of({ shown: "{shown}", total: "{total}" }, o),
      location: m.jobs_filter_location({}, o),
      experience: m.job_experience({}, o),
      applyBy: m.jobs_apply_by({}, o),
    },
    elsewhere: {
      ownHeading: m.jobs_own_heading({}, o),
      ownBody: m.jobs_own_body({}, o),
      ownAction: { label: m.jobs_own_action({}, o), href: "/careers" },
      generalHeading: m.jobs_general_heading({}, o),
      generalBody: m.jobs_general_body({}, o),
      generalAction: { label: m.jobs_general_action({}, o), href: "/careers/apply" },
    },
    engagementLabels,
    functionLabels,
  }
}

export type JobsWords = ReturnType<typeof jobsWords>

/** The words of a role's page in `locale`, shaped as @repo/content/jobs's jobPage (its seo aside). */
export function jobWords(locale: Locale) {
  const o: Options = { locale }
  const { engagementLabels, functionLabels } = jobsWords(locale)
  return {
    eyebrow: m.job_eyebrow({}, o),
    backLabel: m.job_back({}, o),
    aboutHeading: m.job_about({}, o),
    responsibilitiesHeading: m.job_responsibilities({}, o),
    requirementsHeading: m.job_requirements({}, o),
    clientLabel: m.job_client({}, o),
    industryLabel: m.job_industry({}, o),
    payLabel: m.job_pay({}, o),
    closesLabel: m.job_closes({}, o),
    postedLabel: m.job_posted({}, o),
    applyLabel: m.job_apply({}, o),
    feeNote: m.job_fee_note({}, o),
    locationLabel: m.job_location({}, o),
    engagementLabel: m.job_engagement({}, o),
    experienceLabel: m.job_experience({}, o),
    fraudLink: { label: m.job_fraud_link({}, o), href: localePath(fraudPath, locale) },
    engagementLabels,
    functionLabels,
  }
}

export type JobWords = ReturnType<typeof jobWords>

/** A role page's title, as jobPage.seo.title writes it, in `locale`. */
export function jobTitleIn(role: { title: string; location: string }, locale: Locale): string {
  return m.job_seo_title({ title: role.title, location: role.location, site: site.name }, { locale })
}

/** The JobPosting description's own words in `locale` (lib/page-structured-data.ts). */
export function jobPostingWords(role: { client: string; industry: string }, locale: Locale) {
  const o: Options = { locale }
  return {
    client: m.job_posting_client({ client: role.client, industry: role.industry, site: site.name }, o),
    responsibilities: m.job_posting_responsibilities({}, o),
    requirements: m.job_posting_requirements({}, o),
  }
}

/** Why a form could not be sent, in `locale`: shaped as @repo/content/form-failures's formFailureCauses. */
export function formFailureWords(locale: Locale): FormFailureCauses {
  const o: Options = { locale }
  return {
    offline: m.form_cause_offline({}, o),
    unreachable: m.form_cause_unreachable({}, o),
    timeout: m.form_cause_timeout({}, o),
    refusedField: m.form_cause_refused_field({ field: "{field}" }, o),
    refused: m.form_cause_refused({}, o),
    rateLimited: m.form_cause_rate_limited({}, o),
    server: m.form_cause_server({}, o),
  }
}

/**
 * The quick apply's words in `locale`, shaped as @repo/content/quick-apply's QuickApplyCopy but for
 * its two sentences about the role, which travel as loader data and so are templates: `{role}` is
 * filled in by the page (routes/quick-apply.tsx).
 */
export function quickApplyWords(locale: Locale) {
  const o: Options = { locale }
  const careers = site.careersEmail
  const phone = site.phone.display
  return {
    eyebrow: m.apply_eyebrow({}, o),
    heading: m.apply_heading({ role: "{role}" }, o),
    formHeading: m.apply_form_heading({}, o),
    formLead: m.apply_form_lead({}, o),
    requiredNote: m.apply_required_note({}, o),
    fields: {
      fullName: { label: m.apply_name_label({}, o), placeholder: m.apply_name_placeholder({}, o) },
      mobile: {
        label: m.apply_mobile_label({}, o),
        placeholder: m.apply_mobile_placeholder({}, o),
        hint: m.apply_mobile_hint({}, o),
      },
      city: { label: m.apply_city_label({}, o), placeholder: m.apply_city_placeholder({}, o) },
      email: { label: m.apply_email_label({}, o), placeholder: m.apply_email_placeholder({}, o) },
      experience: { label: m.apply_experience_label({}, o) },
      noticePeriod: { label: m.apply_notice_label({}, o) },
      resume: { label: m.apply_resume_label({}, o), hint: m.apply_resume_hint({}, o) },
      note: { label: m.apply_note_label({}, o), placeholder: m.apply_note_placeholder({}, o) },
      consent: { label: m.apply_consent_label({}, o) },
    },
    choosePlaceholder: m.apply_choose({}, o),
    experienceOptions: [
      { value: "fresher", label: m.apply_experience_fresher({}, o) },
      { value: "1-3", label: m.apply_experience_1_3({}, o) },
      { value: "3-5", label: m.apply_experience_3_5({}, o) },
      { value: "5-8", label: m.apply_experience_5_8({}, o) },
      { value: "8-12", label: m.apply_experience_8_12({}, o) },
      { value: "12-plus", label: m.apply_experience_12_plus({}, o) },
    ],
    noticePeriodOptions: [
      { value: "immediate", label: m.apply_notice_immediate({}, o) },
      { value: "15-days", label: m.apply_notice_15({}, o) },
      { value: "30-days", label: m.apply_notice_30({}, o) },
      { value: "60-days", label: m.apply_notice_60({}, o) },
      { value: "90-days", label: m.apply_notice_90({}, o) },
    ],
    resume: {
      choose: m.apply_resume_choose({}, o),
      change: m.apply_resume_change({}, o),
      remove: m.apply_resume_remove({}, o),
    },
    consent: {
      notice: {
        heading: m.apply_notice_heading({ legalName: site.legalName }, o),
        items: [
          m.apply_notice_collect({}, o),
          m.apply_notice_use({}, o),
          m.apply_notice_keep({}, o),
          m.apply_notice_withdraw({ phone, careers, grievance: grievanceOfficer.email }, o),
        ],
      },
      before: m.apply_consent_before({ site: site.name }, o),
      linkLabel: m.apply_consent_link({}, o),
      href: "/privacy-policy",
      after: m.apply_consent_after({}, o),
    },
    submitLabel: m.apply_submit({}, o),
    submittingLabel: m.apply_submitting({}, o),
    messages: {
      fullName: m.apply_error_name({}, o),
      fullNameMax: m.apply_error_name_max({}, o),
      fullNameLetters: m.apply_error_name_letters({}, o),
      singleLine: m.apply_error_single_line({}, o),
      unsupported: m.apply_error_unsupported({}, o),
      mobile: m.apply_error_mobile({}, o),
      city: m.apply_error_city({}, o),
      cityMax: m.apply_error_city_max({}, o),
      email: m.apply_error_email({}, o),
      experience: m.apply_error_experience({}, o),
      noticePeriod: m.apply_error_notice({}, o),
      noteMax: m.apply_error_note_max({}, o),
      consent: m.apply_error_consent({}, o),
      resume: {
        empty: m.apply_resume_empty({}, o),
        tooLarge: m.apply_resume_too_large({}, o),
        extension: m.apply_resume_extension({}, o),
        content: m.apply_resume_content({}, o),
        unreadable: m.apply_resume_unreadable({}, o),
      },
    },
    sent: {
      title: m.apply_sent_title({}, o),
      body: m.apply_sent_body({}, o),
      call: {
        heading: m.apply_sent_call_heading({}, o),
        // The Hindi writes the hours out itself (words.server.test.ts holds it to site.replyWithin).
        body: m.apply_sent_call_body({ within: site.replyWithin }, o),
        number: site.phone,
        after: m.apply_sent_call_after({}, o),
      },
      money: {
        heading: m.apply_sent_money_heading({}, o),
        body: m.apply_sent_money_body({}, o),
        linkLabel: m.apply_sent_money_link({}, o),
        href: localePath(fraudPath, locale),
      },
      back: m.apply_sent_back({}, o),
    },
    failure: { title: m.apply_failure_title({}, o), description: m.apply_failure_description({}, o) },
    rateLimited: {
      title: m.apply_rate_limited_title({}, o),
      description: m.apply_rate_limited_description({ phone }, o),
    },
    fallback: { text: m.apply_fallback_text({}, o), linkLabel: m.apply_fallback_link({ careers }, o) },
    fallbackSubject: m.apply_fallback_subject({ role: "{role}" }, o),
    noScript: m.apply_noscript({ phone, careers }, o),
    aside: {
      heading: m.apply_aside_heading({}, o),
      items: [m.apply_aside_1({}, o), m.apply_aside_2({}, o), m.apply_aside_3({}, o)],
    },
  } satisfies Omit<QuickApplyCopy, "heading" | "fallbackSubject"> & {
    heading: string
    fallbackSubject: string
  }
}

export type QuickApplyWords = ReturnType<typeof quickApplyWords>

/** The rest of the quick apply's page in `locale`: its title, description and crumb, the fee notice, the failure causes. */
export function quickApplyPageWords(locale: Locale) {
  const o: Options = { locale }
  return {
    seo: {
      title: m.apply_seo_title({ role: "{role}", site: site.name }, o),
      description: m.apply_seo_description({ role: "{role}", site: site.name }, o),
      crumb: m.apply_crumb({}, o),
    },
    /** Shaped as @repo/content/careers's feeNotice. */
    feeNotice: {
      heading: m.fee_notice_heading({}, o),
      body: m.fee_notice_body({ site: site.name }, o),
      link: { label: m.fee_notice_link({}, o), href: localePath(fraudPath, locale) },
    },
    causes: formFailureWords(locale),
  }
}

/** The job alert's words on /jobs in `locale`: @repo/content/jobs's jobAlertForm and contact-client's jobAlertMessages. */
export function jobAlertWords(locale: Locale) {
  const o: Options = { locale }
  return {
    heading: m.alert_heading({}, o),
    lead: m.alert_lead({}, o),
    filtersLabel: m.alert_filters_label({}, o),
    anyRole: m.alert_any_role({}, o),
    requiredNote: m.alert_required_note({}, o),
    submitLabel: m.alert_submit({}, o),
    submittingLabel: m.alert_submitting({}, o),
    sent: {
      title: m.alert_sent_title({}, o),
      body: m.alert_sent_body({}, o),
      another: m.alert_sent_another({}, o),
    },
    fields: {
      email: { label: m.alert_email_label({}, o), placeholder: m.alert_email_placeholder({}, o) },
      consent: { label: m.alert_consent_label({}, o) },
    },
    failure: { title: m.alert_failure_title({}, o), description: m.alert_failure_description({}, o) },
    messages: { email: m.alert_error_email({}, o), consent: m.alert_error_consent({}, o) },
    causes: formFailureWords(locale),
  }
}

export type JobAlertWords = ReturnType<typeof jobAlertWords>

const accounts = site.social.map((account) => account.href.replace(/^https:\/\/(www\.)?/, ""))

/** The recruitment-fraud page's words in `locale`, shaped as @repo/content/recruitment-fraud's. */
export function fraudWords(locale: Locale) {
  const o: Options = { locale }
  const { portal, helpline, owner } = cyberCrimeChannels
  const channels = {
    portal: portal.display,
    portalName: portal.name,
    helpline: helpline.display,
    helplineName: helpline.name,
    owner,
  }
  const careers = site.careersEmail
  const hours = m.site_business_hours({}, o)
  return {
    seo: {
      title: m.fraud_seo_title({ site: site.name }, o),
      description: m.fraud_seo_description({ site: site.name, ...channels }, o),
      path: localePath(fraudPath, locale),
    },
    hero: {
      eyebrow: m.fraud_hero_eyebrow({}, o),
      title: m.fraud_hero_title({}, o),
      lead: m.fraud_hero_lead({ site: site.name }, o),
    },
    howWeContact: {
      eyebrow: m.fraud_how_eyebrow({}, o),
      heading: m.fraud_how_heading({}, o),
      lead: m.fraud_how_lead({ domain: firmDomain }, o),
      items: [
        {
          icon: "mail",
          title: m.fraud_how_email_title({}, o),
          description: m.fraud_how_email({ careers, email: site.email, domain: firmDomain }, o),
        },
        {
          icon: "phone",
          title: m.fraud_how_phone_title({}, o),
          description: m.fraud_how_phone({ phone: site.phone.display, hours }, o),
        },
        {
          icon: "globe",
          title: m.fraud_how_web_title({}, o),
          description: m.fraud_how_web({ domain: firmDomain }, o),
        },
        {
          icon: "share-2",
          title: m.fraud_how_social_title({}, o),
          description: m.fraud_how_social({ accounts: accounts.join(", ") }, o),
        },
      ],
    },
    neverAndSigns: {
      eyebrow: m.fraud_signs_eyebrow({}, o),
      heading: m.fraud_signs_heading({}, o),
      columns: [
        {
          title: m.fraud_never_title({}, o),
          items: [m.fraud_never_1, m.fraud_never_2, m.fraud_never_3, m.fraud_never_4, m.fraud_never_5].map(
            (message) => message({}, o),
          ),
        },
        {
          title: m.fraud_signs_title({}, o),
          items: [
            m.fraud_signs_1({}, o),
            m.fraud_signs_2({}, o),
            m.fraud_signs_3({}, o),
            m.fraud_signs_4({}, o),
            m.fraud_signs_5({ domain: firmDomain }, o),
          ],
        },
      ],
    },
    whatToDo: {
      eyebrow: m.fraud_todo_eyebrow({}, o),
      heading: m.fraud_todo_heading({}, o),
      lead: m.fraud_todo_lead({}, o),
      steps: [
        { number: "01", title: m.fraud_step_1_title({}, o), description: m.fraud_step_1({}, o) },
        { number: "02", title: m.fraud_step_2_title({}, o), description: m.fraud_step_2({}, o) },
        { number: "03", title: m.fraud_step_3_title({}, o), description: m.fraud_step_3({ careers }, o) },
        { number: "04", title: m.fraud_step_4_title({}, o), description: m.fraud_step_4(channels, o) },
      ],
    },
    officialHelp: {
      title: m.fraud_official_title({}, o),
      body: m.fraud_official_body(channels, o),
      portalLabel: m.fraud_official_portal({ portal: portal.display }, o),
      helplineLabel: m.fraud_official_helpline({ helpline: helpline.display }, o),
    },
    form: {
      heading: m.fraud_form_heading({}, o),
      lead: m.fraud_form_lead({}, o),
      requiredNote: m.fraud_form_required({}, o),
      sections: {
        report: m.fraud_form_section_report({}, o),
        contact: m.fraud_form_section_contact({}, o),
      },
      fields: {
        whatHappened: {
          label: m.fraud_field_what_label({}, o),
          placeholder: m.fraud_field_what_placeholder({ short: site.shortName }, o),
          hint: m.fraud_field_what_hint({}, o),
        },
        scammerContact: {
          label: m.fraud_field_scammer_label({}, o),
          placeholder: m.fraud_field_scammer_placeholder({}, o),
        },
        happenedOn: { label: m.fraud_field_when_label({}, o), hint: m.fraud_field_when_hint({}, o) },
        reporterName: {
          label: m.fraud_field_name_label({}, o),
          placeholder: m.fraud_field_name_placeholder({}, o),
        },
        email: {
          label: m.fraud_field_email_label({}, o),
          placeholder: m.fraud_field_email_placeholder({}, o),
        },
        phone: {
          label: m.fraud_field_phone_label({}, o),
          placeholder: m.fraud_field_phone_placeholder({}, o),
        },
        consent: {
          label: m.fraud_field_consent_label({ site: site.name }, o),
          hint: m.fraud_field_consent_hint({}, o),
        },
      },
      submitLabel: m.fraud_form_submit({}, o),
      submittingLabel: m.fraud_form_submitting({}, o),
      noScript: m.fraud_form_noscript({ careers }, o),
      sent: {
        title: m.fraud_sent_title({}, o),
        body: m.fraud_sent_body({ replyWithin: site.replyWithin, helpline: helpline.display }, o),
        another: m.fraud_sent_another({}, o),
      },
      failure: {
        title: m.fraud_failure_title({}, o),
        description: m.fraud_failure_description({ careers }, o),
      },
      fallback: {
        text: m.fraud_fallback_text({}, o),
        linkLabel: careers,
        href: `mailto:${careers}?subject=${encodeURIComponent("Fraud report")}`,
      },
    },
    checkWithUs: {
      title: m.fraud_check_title({}, o),
      details: [
        {
          kind: "email" as const,
          label: m.fraud_check_email({}, o),
          value: careers,
          href: `mailto:${careers}`,
        },
        {
          kind: "phone" as const,
          label: m.fraud_check_phone({}, o),
          value: site.phone.display,
          href: `tel:${site.phone.tel}`,
        },
        { kind: "hours" as const, label: m.fraud_check_hours({}, o), value: hours },
      ],
    },
    /** The report's validation messages, shaped as contact-client's fraudReportMessages. */
    errors: {
      whatHappened: m.fraud_error_what({}, o),
      whatHappenedMax: m.fraud_error_what_max({}, o),
      scammerContact: m.fraud_error_scammer({}, o),
      scammerContactMax: m.fraud_error_scammer_max({}, o),
      singleLine: m.fraud_error_single_line({}, o),
      unsupported: m.fraud_error_unsupported({}, o),
      happenedOn: m.fraud_error_when({}, o),
      happenedOnFuture: m.fraud_error_when_future({}, o),
      reporterName: m.fraud_error_name({}, o),
      reporterNameMax: m.fraud_error_name_max({}, o),
      reporterNameLetters: m.fraud_error_name_letters({}, o),
      hidden: m.fraud_error_hidden({}, o),
      email: m.fraud_error_email({}, o),
      phone: m.fraud_error_phone({}, o),
      consent: m.fraud_error_consent({}, o),
    },
  }
}

export type FraudWords = ReturnType<typeof fraudWords>

/**
 * What a page of the job seeker's path tells the root (app/lib/page-language.ts): its language, its
 * version in each language when it has both, the label of the link to the other, and in Hindi the
 * header's and footer's words.
 */
export function pageLanguage(requested: string, { bilingual = true } = {}): PageLanguage {
  // The prerender asks for /jobs/ and /jobs.data (/_.data for Home) as well as /jobs.
  const pathname = requested.replace(/(\/_)?\.data$/, "").replace(/(.)\/$/, "$1") || "/"
  const locale = localeOf(pathname)
  const other: Locale = locale === "hi" ? "en" : "hi"
  return {
    locale,
    alternates: bilingual ? { en: localePath(pathname, "en"), hi: localePath(pathname, "hi") } : null,
    switchTo: bilingual
      ? { locale: other, href: localePath(pathname, other), label: switchLabel(other) }
      : undefined,
    frame: locale === "hi" ? frameWords("hi") : undefined,
  }
}
