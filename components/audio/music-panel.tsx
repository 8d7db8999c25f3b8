'use client'

import { MusicForm } from '@/components/audio/music-form'
import { MusicJob } from '@/components/audio/music-job'
import { formAndJobPanel } from './two-columns'

export const MusicPanel = formAndJobPanel(
  MusicForm,
  MusicJob,
  'Your songs appear here: they play while they stream, and the final files follow.',
)
