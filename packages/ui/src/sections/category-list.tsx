import { useId, type ComponentProps } from "react"

import { Icon } from "../components/icon"
import { cn } from "../lib/cn"

/** A blog category; `count` is shown as given (the archive's size, not what a listing holds). */
export type BlogCategoryItem = { name: string; icon: string; count: number }

type CategoryListProps = Omit<ComponentProps<"section">, "onToggle"> & {
  /** The band's heading: what a visitor reads first. */
  heading?: string
  /** The categories with their article counts. */
  categories: ReadonlyArray<BlogCategoryItem>
  /** The category that filters the listing, if any. */
  active?: string | null
  /** Called with a category's name; pressing the active one again clears the filter. */
  onToggle?: (name: string) => void
}

/**
 * The categories as toggle buttons (aria-pressed): chips that wrap on small screens, a list in a
 * sidebar from the large breakpoint.
 */
function CategoryList({
  heading = "Categories",
  categories,
  active = null,
  onToggle,
  className,
  ...props
}: CategoryListProps) {
  const headingId = useId()
  return (
    <section
      data-slot="category-list"
      aria-labelledby={headingId}
      className={cn("lg:rounded-xl lg:border lg:border-border lg:bg-background lg:p-5", className)}
      {...props}
    >
      <h2 id={headingId} className="text-base font-bold lg:px-1 lg:text-lg">
        {heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2 lg:mt-4 lg:flex-col lg:gap-1">
        {categories.map((category) => {
          const pressed = category.name === active
          return (
            <li key={category.name}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onToggle?.(category.name)}
                className={cn(
                  "flex min-h-10 w-full cursor-pointer items-center gap-2 rounded-full border py-1.5 pr-1.5 pl-3.5 text-left text-sm font-medium transition-colors lg:min-h-11 lg:gap-3 lg:rounded-lg lg:border-transparent lg:px-2.5 lg:py-2 lg:text-[0.95rem]",
                  pressed
                    ? "border-primary bg-primary text-primary-foreground lg:border-primary"
                    : "border-border text-foreground hover:bg-muted",
                )}
              >
                <Icon
                  name={category.icon}
                  className={cn(
                    "hidden size-4 shrink-0 lg:block",
                    pressed ? "text-primary-foreground" : "text-primary",
                  )}
                />
                <span className="flex-1">{category.name}</span>
                <span
                  className={cn(
                    "min-w-7 rounded-full px-2 py-0.5 text-center text-xs font-bold tabular-nums lg:min-w-8",
                    pressed
                      ? "bg-primary-foreground/20 text-primary-foreground"
                      : "bg-muted text-muted-foreground",
                  )}
                >
                  {category.count}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

export { CategoryList }
