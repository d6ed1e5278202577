// Whole pages at the desktop width (1280 px). The same pages at 375 px are pages-phone.stories.tsx:
// a file of their own, so that, as when a designer opens one in Storybook, a phone page is the first
// thing its preview renders (docs/decisions/057-stories-at-their-width.md).
import type { Meta, StoryObj } from "@storybook/react-vite"

import { type Page, pageMeta } from "./site-pages"

const meta = { ...pageMeta, title: "Pages/Site pages" } satisfies Meta<typeof Page>
export default meta
type Story = StoryObj<typeof meta>

const desktop = { viewport: { value: "desktop" } }

export const Home: Story = { args: { page: "home" }, globals: desktop }
export const ServicePage: Story = { name: "Service page", args: { page: "service" }, globals: desktop }
export const Contact: Story = { args: { page: "contact" }, globals: desktop }
export const Careers: Story = { args: { page: "careers" }, globals: desktop }
export const Article: Story = { args: { page: "article" }, globals: desktop }
export const Legal: Story = { name: "Legal page", args: { page: "legal" }, globals: desktop }
export const About: Story = { args: { page: "about" }, globals: desktop }
export const CaseStudies: Story = { name: "Case studies", args: { page: "caseStudies" }, globals: desktop }
export const Tools: Story = { args: { page: "tools" }, globals: desktop }
export const Tool: Story = { name: "A tool (gratuity)", args: { page: "tool" }, globals: desktop }
export const Apply: Story = { args: { page: "apply" }, globals: desktop }
export const BlogIndex: Story = { name: "Blog", args: { page: "blog" }, globals: desktop }
export const NotFound: Story = { name: "Not found (404)", args: { page: "notFound" }, globals: desktop }
