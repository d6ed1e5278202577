/** Thrown for a file the build cannot use; the message names the file, the field and the reason. */
export class ContentError extends Error {
  override name = "ContentError"
}
