import { useMutation } from '@tanstack/react-query'
import { UPLOAD_FILE_FIELD, UploadResponse } from '@/lib/api/upload'
import { routePath } from '@/lib/api/routes'
import { ApiError, REQUEST_ID_HEADER } from '@/lib/http/api-error'
import { pageAccountHeaders } from '@/lib/http/page-account'

export interface UploadInput {
  file: File
  /** Fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

function bodyOf(xhr: XMLHttpRequest): Record<string, unknown> | null {
  try {
    const json: unknown = JSON.parse(xhr.responseText)
    return json && typeof json === 'object' ? (json as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/**
 * POST /v1/upload/media as multipart through the studio, which streams it on. XHR rather than
 * fetch because only XHR reports upload progress in every browser.
 */
export function uploadMedia({ file, onProgress, signal }: UploadInput): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const form = new FormData()
    form.append(UPLOAD_FILE_FIELD, file)
    xhr.open('POST', `/api${routePath('v1_upload_media')}`)
    for (const [name, value] of Object.entries(pageAccountHeaders()))
      xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => {
      const body = bodyOf(xhr)
      if (xhr.status < 200 || xhr.status >= 300)
        return reject(new ApiError(xhr.status, body, xhr.getResponseHeader(REQUEST_ID_HEADER)))
      const parsed = UploadResponse.safeParse(body)
      if (parsed.success) resolve(parsed.data)
      else
        reject(
          new ApiError(
            502,
            { message: 'The upload answer could not be read.' },
            xhr.getResponseHeader(REQUEST_ID_HEADER),
          ),
        )
    }
    xhr.onerror = () => reject(new TypeError('The upload failed: network error.'))
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(form)
  })
}

/** One upload; a new upload is a new request (uploads, like generations, are never retried). */
export function useUploadMedia() {
  return useMutation({ mutationFn: uploadMedia, retry: false })
}
