import { FloatCanvas } from './canvas'
import { promptPalette } from './palette'
import {
  paintBokeh,
  paintGradient,
  paintRings,
  paintStripes,
  paintVignette,
  paintWaves,
} from './painter-layers'

const FEATURE_LAYERS = [paintBokeh, paintWaves, paintStripes, paintRings]

/**
 * Paints the prompt's picture as raw 8-bit RGB (width × height × 3 bytes): a gradient backdrop,
 * two feature layers chosen by the prompt hash, then a vignette.
 */
export function paintPromptPicture(
  prompt: string,
  seed: number | undefined,
  width: number,
  height: number,
): Buffer {
  const { random, ...palette } = promptPalette(prompt, seed)
  const canvas = new FloatCanvas(width, height)
  paintGradient(canvas, palette, random)
  const first = random.int(0, FEATURE_LAYERS.length - 1)
  const second = (first + random.int(1, FEATURE_LAYERS.length - 1)) % FEATURE_LAYERS.length
  for (const index of [first, second].sort()) FEATURE_LAYERS[index]?.(canvas, palette, random)
  paintVignette(canvas, palette, random)
  return canvas.toRgbBuffer()
}
