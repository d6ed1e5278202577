import FakeTimers from "@sinonjs/fake-timers"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { Typewriter } from "./typewriter"

type Clock = ReturnType<typeof FakeTimers.install>

const phrases = ["unlock global potential", "grow with the right talent", "turn ideas into success"] as const

/** Lets React commit what a timer changed: it renders in a message task, which the fake clock does not run. */
function commit() {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}

/**
 * Moves the fake clock on a millisecond at a time, letting React commit after each, so every timer the
 * component sets in response is scheduled from the moment the previous one fired, as in a real browser.
 * While it animates the component always has one timer pending: when a step leaves none, React has not
 * finished committing yet (it can split its work across tasks), so wait for it.
 */
async function advance(clock: Clock, ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed++) {
    await clock.tickAsync(1)
    await settle(clock)
    // A zero-delay timer set during that commit is due now.
    await clock.tickAsync(0)
    await settle(clock)
  }
}

async function settle(clock: Clock) {
  await commit()
  for (let tries = 0; clock.countTimers() === 0 && tries < 50; tries++) await commit()
}

/** Jumps over a stretch in which the component's one pending timer is not due (the pause). */
async function idle(clock: Clock, ms: number) {
  await clock.tickAsync(ms)
  await settle(clock)
}

function shown(canvasElement: HTMLElement) {
  return within(canvasElement).getByTestId("typewriter-visible").textContent
}

function reduceMotion() {
  const original = window.matchMedia
  window.matchMedia = (query: string) => {
    const list = original.call(window, query)
    return Object.create(list, {
      matches: { value: query === "(prefers-reduced-motion: reduce)" || list.matches },
    }) as MediaQueryList
  }
  return () => {
    window.matchMedia = original
  }
}

const meta = {
  title: "Primitives/Typewriter",
  component: Typewriter,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** once, for the hero's rotating phrase: it types the words in turn and stays still for visitors who ask for reduced motion. **Don't** use it for content a visitor must read, or more than once on a page.",
      },
    },
  },
  // The timings are left to the component's defaults, so the stories check those.
  args: { phrases },
  render: (args) => (
    <p className="p-8 text-4xl font-extrabold tracking-tight">
      Your HR partner to <Typewriter {...args} className="text-primary" />
    </p>
  ),
} satisfies Meta<typeof Typewriter>
export default meta
type Story = StoryObj<typeof meta>

/**
 * The first phrase stands whole, is erased at 15 ms a character after the pause, the next is typed at
 * 50 ms a character, and after the last the first comes back.
 */
export const Cycle: Story = {
  play: async ({ mount, args, canvasElement }) => {
    const clock = FakeTimers.install({ toFake: ["setTimeout", "clearTimeout"] })
    try {
      await mount()
      const [first, second, third] = args.phrases as typeof phrases
      const pause = 2200

      // Whole at the start, and still whole until the pause is over.
      await expect(shown(canvasElement)).toBe(first)
      await idle(clock, pause - 1)
      await expect(shown(canvasElement)).toBe(first)

      // Erasing: one character every 15 ms.
      await advance(clock, 1)
      await advance(clock, 15)
      await expect(shown(canvasElement)).toBe(first.slice(0, -1))
      await advance(clock, 14)
      await expect(shown(canvasElement)).toBe(first.slice(0, -1))
      await advance(clock, 1)
      await expect(shown(canvasElement)).toBe(first.slice(0, -2))
      await advance(clock, (first.length - 2) * 15)
      await expect(shown(canvasElement)).toBe("")

      // Typing the second phrase: after N × 50 ms exactly N characters.
      await advance(clock, 15)
      await expect(shown(canvasElement)).toBe("")
      await advance(clock, 50)
      await expect(shown(canvasElement)).toBe(second.slice(0, 1))
      await advance(clock, 4 * 50)
      await expect(shown(canvasElement)).toBe(second.slice(0, 5))
      await advance(clock, 49)
      await expect(shown(canvasElement)).toBe(second.slice(0, 5))
      await advance(clock, 1)
      await expect(shown(canvasElement)).toBe(second.slice(0, 6))
      await advance(clock, (second.length - 6) * 50)
      await expect(shown(canvasElement)).toBe(second)

      // It holds, then gives way to the third phrase.
      await idle(clock, pause - 1)
      await expect(shown(canvasElement)).toBe(second)
      await advance(clock, 1 + (second.length + 1) * 15 + third.length * 50)
      await expect(shown(canvasElement)).toBe(third)

      // And after the third, back to the first.
      await idle(clock, pause - 1)
      await expect(shown(canvasElement)).toBe(third)
      await advance(clock, 1 + (third.length + 1) * 15 + first.length * 50)
      await expect(shown(canvasElement)).toBe(first)
    } finally {
      clock.uninstall()
    }
  },
}

/** Screen readers get every phrase once, as text; the animation itself is hidden from them. */
export const AccessibleText: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const spoken = canvas.getByText(args.phrases.join(", "))
    await expect(spoken).toHaveClass("sr-only")
    await expect(canvas.getByTestId("typewriter-visible").closest("[aria-hidden=true]")).not.toBeNull()
  },
}

export const CustomAccessibleText: Story = {
  // Stands still, so its screenshot does not depend on how far the phrase had typed when taken.
  parameters: { reducedMotion: true },
  args: {
    accessibleText: "unlock global potential, grow with the right talent and turn ideas into success",
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        "unlock global potential, grow with the right talent and turn ideas into success",
      ),
    ).toHaveClass("sr-only")
  },
}

/** With reduced motion asked for, the first phrase stands still: no timers, no caret. */
export const ReducedMotion: Story = {
  play: async ({ mount, args, canvasElement }) => {
    const restore = reduceMotion()
    const clock = FakeTimers.install({ toFake: ["setTimeout", "clearTimeout"] })
    try {
      await mount()
      await clock.tickAsync(20_000)
      await commit()
      await expect(shown(canvasElement)).toBe(args.phrases[0])
      await expect(clock.countTimers()).toBe(0)
      await expect(within(canvasElement).getByTestId("typewriter-visible").children).toHaveLength(0)
    } finally {
      clock.uninstall()
      restore()
    }
  },
}

/** One phrase has nothing to cycle through: it stays. */
export const SinglePhrase: Story = {
  args: { phrases: ["grow with the right talent"] },
  play: async ({ mount, canvasElement }) => {
    const clock = FakeTimers.install({ toFake: ["setTimeout", "clearTimeout"] })
    try {
      await mount()
      await clock.tickAsync(20_000)
      await commit()
      await expect(shown(canvasElement)).toBe("grow with the right talent")
      await expect(clock.countTimers()).toBe(0)
    } finally {
      clock.uninstall()
    }
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement, args }) => {
    // The longest phrase reserves the space, so the line never reflows while text comes and goes.
    const visible = within(canvasElement).getByTestId("typewriter-visible")
    const reserve = visible.previousElementSibling
    const longest = args.phrases.reduce((a, b) => (b.length > a.length ? b : a), "")
    await expect(reserve).toHaveTextContent(longest)
    await expect(reserve).toHaveClass("invisible")
  },
}
