'use client'

import { SpeechForm } from '@/features/audio/speech-form'
import { SpeechJob } from '@/features/audio/speech-job'
import { formAndJobPanel } from './two-columns'

export const SpeechPanel = formAndJobPanel(SpeechForm, SpeechJob, 'The spoken audio appears here.')
