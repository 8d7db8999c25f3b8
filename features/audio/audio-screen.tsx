'use client'

import dynamic from 'next/dynamic'

/**
 * The audio studio in its own async chunks: none of its modules (nor wavesurfer.js, loaded later
 * still, by the waveforms) join the chunks that Create and Gallery load first.
 */
export const AudioScreen = dynamic(() => import('./audio-studio').then((m) => m.AudioStudio), {
  ssr: false,
  loading: () => <p className="text-sm text-ink-muted">Loading the audio studio…</p>,
})
