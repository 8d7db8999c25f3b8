/** Thrown when a caller passes unusable input (bad size, missing file, unsupported media). */
export class MediaInputError extends Error {
  override name = 'MediaInputError'
}

/** Thrown when ffmpeg fails or times out; `message` ends with the tail of its stderr. */
export class MediaProcessingError extends Error {
  override name = 'MediaProcessingError'
}
