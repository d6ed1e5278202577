import type { LegalDocument } from "../legal"
import { site } from "../site"
import { contactDraftStorageKey, scrollPositionsStorageKey } from "../storage"

const address = site.branchOffice.lines.join(", ")
const networks = site.social.map((profile) => profile.network).join(", ")

export const cookiePolicy: LegalDocument = {
  slug: "cookie-policy",
  title: "Cookie Policy",
  description: `The ${site.name} website sets no cookies and runs no analytics, tracking or ads. It keeps only an unsent contact-form draft and scroll positions, for this tab.`,
  lastUpdated: "March 15, 2025",
  intro: `This policy explains what cookies and similar technologies are, which of them this website uses and how you can control them. The short version: ${site.name} sets no cookies, and the only things the site keeps in your browser, for as long as the tab is open, are an unsent draft of the contact form and where you had scrolled on each page.`,
  sections: [
    {
      id: "in-short",
      heading: "In short",
      blocks: [
        {
          type: "callout",
          title: "No cookies, no tracking",
          text: "This website sets no cookies. It runs no analytics, tracking or advertising, and it loads no third-party scripts, fonts or widgets that could set them. The one item it stores in your browser is a draft of your contact-form message, held in session storage and cleared when the message is sent or the tab is closed.",
        },
      ],
    },
    {
      id: "what-cookies-are",
      heading: "What cookies are",
      blocks: [
        {
          type: "paragraph",
          text: "A cookie is a small text file that a website asks your browser to store and send back on later visits. Cookies let a site remember things, such as that you are signed in or what is in your basket. A first-party cookie is set by the site you are visiting; a third-party cookie is set by another company whose content that site loads, such as an advertising network.",
        },
        {
          type: "paragraph",
          text: "Cookies also differ in how long they last. Session cookies end with the browser session: the browser deletes them when you close it. Persistent cookies stay until the expiry date the site gives them, typically from 30 days to 2 years, or until you delete them.",
        },
        {
          type: "paragraph",
          text: "Browsers offer similar technologies. Local storage keeps data on your device until it is deleted; session storage keeps data only for as long as the tab is open. Tracking pixels are tiny images that tell a third party you opened a page or an e-mail. We use session storage for two purposes, described below, and none of the others.",
        },
      ],
    },
    {
      id: "categories",
      heading: "Categories of cookies",
      blocks: [
        {
          type: "paragraph",
          text: "Cookies are usually grouped by purpose. This table shows each category, what it is for, how long such cookies usually last, and whether this site uses it.",
        },
        {
          type: "table",
          caption: "Cookie categories and their use on this site",
          columns: ["Category", "What it does", "Typical duration", "Used on this site"],
          rows: [
            [
              "Strictly necessary",
              "Makes a site work at all: keeping you signed in, holding a basket, protecting a form.",
              "Session, or persistent from 30 days to 2 years",
              "No cookies. Two strictly necessary session-storage items: the contact-form draft and scroll positions.",
            ],
            [
              "Preferences",
              "Remembers choices such as language, region or display settings.",
              "Persistent, from 30 days to 2 years",
              "None",
            ],
            [
              "Analytics",
              "Counts visits and measures how people move through pages.",
              "Persistent, from 30 days to 2 years",
              "None",
            ],
            [
              "Marketing",
              "Follows you across websites to build a profile and show targeted advertising.",
              "Persistent, from 30 days to 2 years",
              "None",
            ],
          ],
        },
        {
          type: "paragraph",
          text: "If we ever add optional cookies, such as preferences, analytics or marketing cookies, we will ask for your consent first and set none until you agree. Saying no will not stop you using the site. We will also update this policy and its date before any such change takes effect.",
        },
      ],
    },
    {
      id: "what-this-site-stores",
      heading: "What this site stores on your device",
      blocks: [
        {
          type: "table",
          caption: "Browser storage used by this site",
          columns: ["Name", "Type", "Purpose", "How long"],
          rows: [
            [
              contactDraftStorageKey,
              "Session storage",
              "Holds what you have typed into the contact form, so a reload or a failed send loses nothing.",
              "Until your message is sent or you close the tab",
            ],
            [
              scrollPositionsStorageKey,
              "Session storage",
              "Remembers where you had scrolled on each page, so Back returns you to the same place.",
              "Until you close the tab",
            ],
          ],
        },
        {
          type: "paragraph",
          text: "Both stay in your browser. The draft is not sent to us or anyone else until you press Send Message, the scroll positions are never sent anywhere, and neither is shared with other tabs or other websites. Because the site needs them to work as you would expect, they are strictly necessary and need no consent. On a shared computer, close the tab once you have finished so the draft is cleared.",
        },
        {
          type: "paragraph",
          text: "The site's fonts, images and code come from our own domain. Apart from the links you choose to follow, the only request that leaves this website is the one that delivers your message or newsletter sign-up to our database, and it leaves no cookies in your browser.",
        },
      ],
    },
    {
      id: "manage-cookie-preferences",
      heading: "The Manage Cookie Preferences button",
      blocks: [
        {
          type: "paragraph",
          text: "The Manage Cookie Preferences button on this page opens a short panel that lists everything this site stores in your browser, what each item is for and how long it lasts. The panel has no switches, because there is nothing optional to turn on or off. If we ever add optional cookies, that is where you will be able to choose.",
        },
      ],
    },
    {
      id: "third-party-websites",
      heading: "Third-party websites",
      blocks: [
        {
          type: "paragraph",
          text: `Our pages link to our company profiles on ${networks}. We do not embed their buttons, feeds or pixels, so they cannot set cookies through our pages. When you follow a link and visit one of those networks, it sets its own cookies under its own cookie and privacy policies, which we do not control. The same applies to any other website an article links to.`,
        },
      ],
    },
    {
      id: "controlling-cookies",
      heading: "How to control cookies",
      blocks: [
        {
          type: "paragraph",
          text: "Every major browser lets you see, block and delete cookies and other site data. The settings are usually found here:",
        },
        {
          type: "list",
          items: [
            "Chrome: Settings → Privacy and security → Third-party cookies, and Delete browsing data.",
            "Firefox: Settings → Privacy & Security → Cookies and Site Data.",
            "Safari on Mac: Settings → Privacy → Manage Website Data.",
            "Safari on iPhone and iPad: Settings → Apps → Safari → Advanced → Website Data.",
            "Edge: Settings → Cookies and site permissions → Manage and delete cookies and site data.",
          ],
        },
        {
          type: "paragraph",
          text: "A private or incognito window discards its cookies and storage when you close it. Blocking all cookies will not affect this website, which uses none, but may stop other websites from working properly. To clear the contact-form draft, close the tab or clear this site's data in your browser.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        {
          type: "paragraph",
          text: "If what this site stores changes, we will update this policy and the date at the top before the change takes effect, and ask for your consent wherever the law requires it.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      blocks: [
        {
          type: "paragraph",
          text: `Questions about this policy or about how we handle personal data: ${site.email}, ${site.phone.display} (${site.businessHours}), or ${site.legalName}, ${address}. Our Privacy Policy explains your rights and how to reach our Grievance Officer.`,
        },
      ],
    },
  ],
}
