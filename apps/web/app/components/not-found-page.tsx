import { Button } from "@repo/ui/components/button"
import { Icon } from "@repo/ui/components/icon"
import { Link } from "@repo/ui/components/link"

/** The not-found page's body: no router code, so Storybook renders it as the site does. */
export default function NotFoundPage() {
  return (
    <section className="container-page flex min-h-[65vh] flex-col items-center justify-center gap-6 py-20 text-center">
      <p
        aria-hidden="true"
        className="text-[7rem] leading-none font-extrabold tracking-tighter text-primary sm:text-[10rem]"
      >
        404
      </p>
      <h1 className="-mt-4 text-title font-extrabold">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="max-w-md text-lg text-muted-foreground">
        The page you asked for has moved or never existed. Everything we do is one click away from the home
        page.
      </p>
      <Button asChild size="lg">
        <Link href="/">
          <Icon name="arrow-left" />
          Back to home
        </Link>
      </Button>
    </section>
  )
}
