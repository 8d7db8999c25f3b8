'use client'

import { useState } from 'react'

/** A checkerboard, so transparent pixels show as transparent. */
const CHECKERBOARD: React.CSSProperties = {
  backgroundColor: '#fff',
  backgroundImage:
    'linear-gradient(45deg,#d4d4d8 25%,transparent 25%),linear-gradient(-45deg,#d4d4d8 25%,transparent 25%),linear-gradient(45deg,transparent 75%,#d4d4d8 75%),linear-gradient(-45deg,transparent 75%,#d4d4d8 75%)',
  backgroundSize: '20px 20px',
  backgroundPosition: '0 0,0 10px,10px -10px,-10px 0',
}

/**
 * The cut-out over a checkerboard with the original laid over its left part; the slider moves
 * the border between before (left) and after (right).
 */
export function BeforeAfter({
  before,
  after,
  label,
}: {
  before: string
  after: string
  label: string
}) {
  const [split, setSplit] = useState(50)
  return (
    <div className="space-y-2">
      <div
        className="relative mx-auto w-fit max-w-full overflow-hidden rounded-md"
        style={CHECKERBOARD}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- CDN output at its own size */}
        <img
          src={after}
          alt={`${label}: after, background removed`}
          className="block max-h-[50vh] w-auto max-w-full"
        />
        {/* eslint-disable-next-line @next/next/no-img-element -- the source, clipped to the left part */}
        <img
          src={before}
          alt={`${label}: before`}
          className="absolute inset-0 h-full w-full object-contain"
          style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }}
        />
        <div
          aria-hidden
          className="absolute inset-y-0 w-0.5 bg-accent"
          style={{ left: `${split}%` }}
        />
      </div>
      <label className="flex items-center gap-3 text-sm">
        <span className="shrink-0">Before</span>
        <input
          type="range"
          min={0}
          max={100}
          value={split}
          onChange={(e) => setSplit(Number(e.target.value))}
          aria-label="Before and after"
          aria-valuetext={`${split}% before`}
          className="w-full"
        />
        <span className="shrink-0">After</span>
      </label>
    </div>
  )
}
