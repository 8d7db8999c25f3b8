import type { GenerationView } from '@/lib/jobs/generation-view'
import { generationTypeLabel } from '@/lib/forms/labels'

/** The settings a run echoes that a person chose on Create, in the form's order. */
const SHOWN = ['aspect ratio', 'resolution', 'quality', 'duration']

/** A run's settings in words ("Text to image", "16:9", "1080p", "8 s"), as far as its record says. */
export function runSettings(view: Pick<GenerationView, 'generationType' | 'parameters'>): string[] {
  const words = view.generationType ? [generationTypeLabel(view.generationType)] : []
  for (const name of SHOWN) {
    const value = view.parameters.find(([label]) => label === name)?.[1]
    if (value) words.push(name === 'duration' && /^\d+$/.test(value) ? `${value} s` : value)
  }
  const sound = view.parameters.find(([label]) => label === 'sound')?.[1]
  if (sound === 'true') words.push('with sound')
  return words
}
