'use client'

import { MusicForm } from '@/features/audio/music-form'
import { MusicJob } from '@/features/audio/music-job'
import { formAndJobPanel } from './two-columns'

export const MusicPanel = formAndJobPanel(
  MusicForm,
  MusicJob,
  'Your songs appear here: they play while they stream, and the final files follow.',
)
