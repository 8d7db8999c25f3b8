'use client'

import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { downloadFile } from '@/lib/media/download'

/** The delivered MP4: a player and a download. */
export function DeliveredFilm({ url, title }: { url: string; title: string }) {
  const [downloading, setDownloading] = useState(false)
  return (
    <div className="space-y-2">
      {/* The service delivers the film without a caption track. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        src={url}
        controls
        preload="metadata"
        aria-label={`Delivered film: ${title}`}
        className="aspect-video w-full max-w-3xl rounded-md bg-black"
      />
      <Button
        variant="secondary"
        disabled={downloading}
        onClick={() => {
          setDownloading(true)
          void downloadFile(url).finally(() => setDownloading(false))
        }}
      >
        {downloading ? 'Downloading…' : 'Download MP4'}
      </Button>
    </div>
  )
}
