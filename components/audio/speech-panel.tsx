'use client'

import { SpeechForm } from '@/components/audio/speech-form'
import { SpeechJob } from '@/components/audio/speech-job'
import { formAndJobPanel } from './two-columns'

export const SpeechPanel = formAndJobPanel(SpeechForm, SpeechJob, 'The spoken audio appears here.')
