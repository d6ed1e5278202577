import { engagementLabels, engagements, formatPay, jobPath, jobsList } from "@repo/content/jobs"
import { jobs } from "@repo/content/jobs-files"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, userEvent, within } from "storybook/test"

import { JobSearch, type JobFilter, type JobFilterValues } from "./job-search"

// The roles on file, as /jobs's loader turns them into cards.
const roles = jobs.map((role) => ({
  ...role,
  href: jobPath(role.slug),
  engagementLabel: engagementLabels[role.engagement],
  pay: formatPay(role.pay),
}))
const distinct = (values: string[]) => [...new Set(values)].sort()
const filters: JobFilter[] = [
  {
    name: "location",
    ...jobsList.filters.location,
    options: distinct(roles.map((r) => r.location)).map((v) => ({ value: v, label: v })),
  },
  {
    name: "function",
    ...jobsList.filters.function,
    options: distinct(roles.map((r) => r.function)).map((v) => ({ value: v, label: v })),
  },
  {
    name: "engagement",
    ...jobsList.filters.engagement,
    options: engagements.map((v) => ({ value: v, label: engagementLabels[v] })),
  },
]

/** The section with its filters held in state, as the page holds them in its address. */
function Live(props: Omit<Parameters<typeof JobSearch>[0], "values" | "onValuesChange">) {
  const [values, setValues] = useState<JobFilterValues>({})
  return <JobSearch {...props} values={values} onValuesChange={setValues} />
}

const meta = {
  title: "Sections/JobSearch",
  component: JobSearch,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** on Find a job to list the roles with clients and filter them by location, function and engagement. **Don't** use it for the firm's own openings (`OpeningList`).",
      },
    },
  },
  args: {
    roles,
    filters,
    values: {},
    action: "/jobs",
    filtersLabel: jobsList.filtersLabel,
    applyLabel: jobsList.apply,
    clearLabel: jobsList.clear,
    noneMessage: jobsList.none,
    viewLabel: jobsList.viewLabel,
  },
  decorators: [
    (Story) => (
      <div className="container-page py-10">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobSearch>
export default meta
type Story = StoryObj<typeof meta>

/** As the prerendered page: every role, and a Filter button for a browser without script. */
export const Default: Story = {}

/** Filters applied as they change; the count is announced and a filter by city finds its roles. */
export const Filtering: Story = {
  args: { live: true },
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole("button", { name: jobsList.apply })).toBeNull()
    const city = roles[0]!.location
    await userEvent.selectOptions(canvas.getByLabelText("Location"), city)
    const expected = roles.filter((role) => role.location === city)
    await expect(canvas.getAllByRole("article")).toHaveLength(expected.length)
    await expect(canvas.getByRole("status")).toHaveTextContent(`${expected.length} of ${roles.length} roles`)
    await userEvent.click(canvas.getByRole("button", { name: jobsList.clear }))
    await expect(canvas.getAllByRole("article")).toHaveLength(roles.length)
  },
}

/** A phone: the filters stack above one column of cards. */
export const Mobile: Story = { globals: { viewport: { value: "mobile1" } } }
