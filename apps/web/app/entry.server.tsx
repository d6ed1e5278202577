import { createReadableStreamFromReadable } from "@react-router/node"
import { PassThrough } from "node:stream"
import { renderToPipeableStream } from "react-dom/server"
import { ServerRouter, type EntryContext } from "react-router"

export const streamTimeout = 5_000

/**
 * Renders a page for prerendering. Every page is static HTML, so the render waits until everything,
 * including code-split parts, is ready: the HTML is whole and reads without JavaScript, never a
 * fallback waiting for a streamed segment.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode
    let ready = false
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // React moves a finished Suspense boundary out of place (into a hidden element at the end
        // of the body, revealed by an inline script) once the HTML before it passes this many
        // bytes. A prerendered page must read in order without scripts, so nothing is moved.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          ready = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout)
              callback()
            },
          })
          responseHeaders.set("Content-Type", "text/html")
          pipe(body)
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }))
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500
          if (ready) console.error(error)
        },
      },
    )
    const timeout = setTimeout(abort, streamTimeout + 1000)
  })
}
