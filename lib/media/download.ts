import { discardBody } from '@/lib/http/discard-body'
import { fileNameOf } from '@/lib/url'

/**
 * Saves a file that lives on another origin (the service's CDN). Browsers ignore the `download`
 * attribute across origins and would just open the file, so it is fetched as a blob and saved
 * from an object URL; where the host refuses that (no CORS), the file opens in a new tab.
 */
export async function downloadFile(url: string): Promise<void> {
  try {
    const response = await fetch(url)
    if (!response.ok) {
      await discardBody(response)
      throw new Error(`HTTP ${response.status}`)
    }
    const href = URL.createObjectURL(await response.blob())
    const link = document.createElement('a')
    link.href = href
    link.download = fileNameOf(url) ?? 'download'
    document.body.append(link)
    link.click()
    link.remove()
    // The click has handed the blob to the browser's download; free it a little later.
    setTimeout(() => URL.revokeObjectURL(href), 60_000)
  } catch {
    window.open(url, '_blank', 'noopener,noreferrer')
  }
}
