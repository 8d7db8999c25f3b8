import { FormantVoice, type VoiceTimbre } from './formant-voice'
import { INSTRUMENTS, type NoteEvent } from './instruments'
import type { SongPlan } from './music-plan'
import type { PcmSource } from './pcm'

const MUSIC_SAMPLE_RATE = 44_100
const SINGER: VoiceTimbre = {
  formantScale: 1.1,
  vibratoHz: 5.5,
  vibratoDepth: 0.018,
  breathiness: 0.12,
}
const MASTER_GAIN = 0.7

/** Renders a song plan as stereo PCM of exactly `seconds`, with short fades at both ends. */
export function songSource(plan: SongPlan, seconds: number): PcmSource {
  const sampleRate = MUSIC_SAMPLE_RATE
  const frameCount = Math.round(seconds * sampleRate)
  const notes = [...plan.notes].sort((a, b) => a.start - b.start)
  const voice = plan.vocal.length > 0 ? new FormantVoice(plan.vocal, sampleRate, SINGER) : null
  const fadeOutFrames = Math.round(Math.min(2, seconds * 0.15) * sampleRate)
  const fadeInFrames = Math.round(0.02 * sampleRate)
  let active: NoteEvent[] = []
  let nextNote = 0
  let position = 0

  return {
    sampleRate,
    channels: 2,
    frameCount,
    render(out, frames) {
      const blockStart = position / sampleRate
      const blockEnd = (position + frames) / sampleRate
      while (nextNote < notes.length && notes[nextNote]!.start < blockEnd)
        active.push(notes[nextNote++]!)
      active = active.filter(
        (note) => note.start + note.duration + INSTRUMENTS[note.instrument].release > blockStart,
      )
      for (const note of active) addNote(out, note, position, frames, sampleRate)
      voice?.renderInto(out, frames, 2, 0.55)
      for (let f = 0; f < frames; f++) {
        const frame = position + f
        const fade = Math.min(1, frame / fadeInFrames, (frameCount - frame) / fadeOutFrames)
        for (let c = 0; c < 2; c++) out[2 * f + c] = Math.tanh(out[2 * f + c]! * MASTER_GAIN) * fade
      }
      position += frames
    },
  }
}

function addNote(
  out: Float32Array,
  note: NoteEvent,
  blockFrame: number,
  frames: number,
  sampleRate: number,
): void {
  const voice = INSTRUMENTS[note.instrument]
  const angle = ((note.pan + 1) * Math.PI) / 4
  const left = Math.cos(angle) * note.velocity
  const right = Math.sin(angle) * note.velocity
  const startFrame = Math.round(note.start * sampleRate)
  const endFrame = Math.round((note.start + note.duration + voice.release) * sampleRate)
  const from = Math.max(0, startFrame - blockFrame)
  const to = Math.min(frames, endFrame - blockFrame)
  for (let f = from; f < to; f++) {
    const frame = blockFrame + f
    const sample = voice.sample((frame - startFrame) / sampleRate, note, frame)
    out[2 * f] = out[2 * f]! + sample * left
    out[2 * f + 1] = out[2 * f + 1]! + sample * right
  }
}
