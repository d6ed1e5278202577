// Whole pages at a phone's width (375 px). They are a story file of their own: the story tests run a
// file's stories one after another in one preview, as Storybook's UI does after a first story is
// opened, so state a desktop story leaves behind (the header's lazily loaded desktop menu) would hide
// what a phone story does when a designer opens it first, as the "Illegal invocation" crash once was
// hidden (docs/decisions/057-stories-at-their-width.md).
import type { Meta, StoryObj } from "@storybook/react-vite"

import { type Page, pageMeta } from "./site-pages"

const meta = { ...pageMeta, title: "Pages/Site pages at 375" } satisfies Meta<typeof Page>
export default meta
type Story = StoryObj<typeof meta>

const mobile = { viewport: { value: "mobile" } }

export const HomeMobile: Story = { name: "Home (375)", args: { page: "home" }, globals: mobile }
export const ServicePageMobile: Story = {
  name: "Service page (375)",
  args: { page: "service" },
  globals: mobile,
}
export const ContactMobile: Story = { name: "Contact (375)", args: { page: "contact" }, globals: mobile }
export const CareersMobile: Story = { name: "Careers (375)", args: { page: "careers" }, globals: mobile }
export const ArticleMobile: Story = { name: "Article (375)", args: { page: "article" }, globals: mobile }
export const LegalMobile: Story = { name: "Legal page (375)", args: { page: "legal" }, globals: mobile }
export const AboutMobile: Story = { name: "About (375)", args: { page: "about" }, globals: mobile }
export const CaseStudiesMobile: Story = {
  name: "Case studies (375)",
  args: { page: "caseStudies" },
  globals: mobile,
}
export const ToolsMobile: Story = { name: "Tools (375)", args: { page: "tools" }, globals: mobile }
export const ToolMobile: Story = { name: "A tool (gratuity, 375)", args: { page: "tool" }, globals: mobile }
export const ApplyMobile: Story = { name: "Apply (375)", args: { page: "apply" }, globals: mobile }
export const BlogIndexMobile: Story = { name: "Blog (375)", args: { page: "blog" }, globals: mobile }
export const NotFoundMobile: Story = {
  name: "Not found (404, 375)",
  args: { page: "notFound" },
  globals: mobile,
}
