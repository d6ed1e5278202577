// What the stories of a form share: each starts from no draft and no toast an earlier story left in
// the page's one toast store, with the toaster its messages go to.
import type { Decorator } from "@storybook/react-vite"
import { expect, screen, waitFor } from "storybook/test"

import { Toaster } from "../components/toast"

/** `beforeEach` and `decorators` for a form's stories meta; `draftKey` is the form's draft storage key. */
function formStoryFrame(draftKey: string) {
  const decorators: Decorator[] = [
    (Story) => (
      <div className="max-w-3xl p-4 sm:p-8">
        <Story />
        <Toaster />
      </div>
    ),
  ]
  return {
    beforeEach: async () => {
      window.sessionStorage.removeItem(draftKey)
      await clearToasts()
    },
    decorators,
  }
}

/** Dismisses what earlier stories left in the page's one toast store. */
async function clearToasts() {
  for (const close of screen.queryAllByRole("button", { name: "Close toast" })) close.click()
  await waitFor(() => expect(screen.queryAllByRole("button", { name: "Close toast" })).toHaveLength(0))
}

export { clearToasts, formStoryFrame }
