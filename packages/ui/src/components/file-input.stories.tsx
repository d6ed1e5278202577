import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, within } from "storybook/test"

import { FileInput } from "./file-input"
import { FormControl, FormField } from "./form-field"

type Props = {
  error?: string
  initial?: File | null
  onFileChange?: (file: File | null) => void
  /** An optional field: the chosen file can be taken back. */
  optional?: boolean
  onRemove?: () => void
}

function Example({ error, initial = null, onFileChange, optional = false, onRemove }: Props) {
  const [file, setFile] = useState<File | null>(initial)
  return (
    <FormField label="Résumé" required={!optional} error={error} className="max-w-xl">
      <FormControl>
        <FileInput
          file={file}
          onFileChange={(next) => {
            setFile(next)
            onFileChange?.(next)
          }}
          accept=".pdf,.doc,.docx"
          chooseLabel="Choose a file or drop it here"
          changeLabel="Change file"
          removeLabel={optional ? "Remove file" : undefined}
          onRemove={() => {
            setFile(null)
            onRemove?.()
          }}
          hint="PDF, DOC or DOCX, up to 5 MB"
          formatSize={(bytes) => `${(bytes / 1024).toFixed(0)} KB`}
        />
      </FormControl>
    </FormField>
  )
}

const meta = {
  title: "Primitives/FileInput",
  component: Example,
  args: { onFileChange: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Example>
export default meta
type Story = StoryObj<typeof meta>

/** The native file input, named by its label, over a drop area; choosing a file shows its name and size. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText("Résumé", {
      exact: false,
      selector: 'input[type="file"]',
    })
    await expect(input).toHaveAttribute("type", "file")
    await expect(input).toHaveAttribute("accept", ".pdf,.doc,.docx")
    const file = new File([new Uint8Array(2048)], "Asha Rao CV.pdf", { type: "application/pdf" })
    await userEvent.upload(input, file)
    await expect(args.onFileChange).toHaveBeenCalledWith(file)
    await expect(within(canvasElement).getByText("Asha Rao CV.pdf")).toBeVisible()
    await expect(within(canvasElement).getByText("2 KB")).toBeVisible()
  },
}

export const Chosen: Story = {
  args: { initial: new File([new Uint8Array(380 * 1024)], "Resume - Asha Rao - 2025 final.docx") },
}

export const Invalid: Story = {
  args: {
    initial: new File(["text"], "resume.pdf"),
    error: "This file is named .pdf but is not a PDF document.",
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText("Résumé", {
      exact: false,
      selector: 'input[type="file"]',
    })
    await expect(input).toHaveAttribute("aria-invalid", "true")
    await expect(input).toHaveAccessibleDescription("This file is named .pdf but is not a PDF document.")
    // Not drawn as an accepted file.
    await expect(canvasElement.querySelector('[data-slot="file-input"] svg use')).toHaveAttribute(
      "href",
      expect.stringContaining("triangle-alert"),
    )
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } }, args: Chosen.args }

const removable = {
  optional: true,
  initial: new File([new Uint8Array(96 * 1024)], "Ravi Kumar résumé photo.jpg"),
}

/** An optional field with a file chosen: a button takes the file back (on a phone, its cross alone). */
export const Removable: Story = { args: removable }

export const RemovableMobile: Story = { globals: { viewport: { value: "mobile" } }, args: removable }

/**
 * The file taken back: the button sits over the drop area, so a tap on it removes the file and does
 * not open the picker, and focus returns to the picker.
 */
export const Removed: Story = {
  args: removable,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText("Résumé", { exact: false, selector: 'input[type="file"]' })
    const remove = canvas.getByRole("button", { name: "Remove file" })
    // Above the stretched input: the point at the button's centre is the button, not the picker.
    const box = remove.getBoundingClientRect()
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    await expect(hit && remove.contains(hit)).toBe(true)
    await userEvent.click(remove)
    await expect(args.onRemove).toHaveBeenCalledOnce()
    await expect(canvas.queryByText("Ravi Kumar résumé photo.jpg")).toBeNull()
    await expect(canvas.getByText("Choose a file or drop it here")).toBeVisible()
    await expect(canvas.queryByRole("button", { name: "Remove file" })).toBeNull()
    await expect(input).toHaveFocus()
  },
}
