'use client'

import { Button } from '@/components/ui/button'
import { studioPaths } from '@/lib/studio-api/routes'

/**
 * Downloads files as one ZIP through a plain form POST: the browser saves the studio's streamed
 * answer straight to disk (nothing gathered in a JS blob), and the page stays where it is.
 */
export function ZipDownload({ items }: { items: { url: string; name: string }[] }) {
  return (
    <form method="post" action={studioPaths.downloads} className="contents">
      <input type="hidden" name="items" value={JSON.stringify(items)} />
      <Button type="submit" size="sm" variant="secondary" disabled={items.length === 0}>
        Download ZIP
      </Button>
    </form>
  )
}
