/**
 * A built-in 5×7 pixel font (HD44780-style) so captions never depend on system fonts.
 * Each glyph is 7 rows of 5 bits (bit 4 = leftmost pixel), written as 14 hex digits.
 */
// prettier-ignore
const GLYPHS: Record<string, string> = {
  A: '0e11111f111111', B: '1e11111e11111e', C: '0e11101010110e', D: '1c12111111121c',
  E: '1f10101e10101f', F: '1f10101e101010', G: '0e11101711110f', H: '1111111f111111',
  I: '0e04040404040e', J: '0702020202120c', K: '11121418141211', L: '1010101010101f',
  M: '111b1515111111', N: '11111915131111', O: '0e11111111110e', P: '1e11111e101010',
  Q: '0e11111115120d', R: '1e11111e141211', S: '0f10100e01011e', T: '1f040404040404',
  U: '1111111111110e', V: '11111111110a04', W: '1111111515150a', X: '11110a040a1111',
  Y: '1111110a040404', Z: '1f01020408101f',
  '0': '0e11131519110e', '1': '040c040404040e', '2': '0e11010204081f', '3': '1f02040201110e',
  '4': '02060a121f0202', '5': '1f101e0101110e', '6': '0608101e11110e', '7': '1f010204080808',
  '8': '0e11110e11110e', '9': '0e11110f01020c',
  ' ': '00000000000000', '.': '00000000000c0c', ',': '000000000c0408', '!': '04040404000004',
  '?': '0e110102040004', "'": '0c040800000000', '"': '0a0a0a00000000', '-': '0000001f000000',
  ':': '000c0c000c0c00', ';': '000c0c000c0408', '(': '02040808080402', ')': '08040202020408',
  '/': '00010204081000', '&': '0c12140815120d', '+': '0004041f040400', '=': '00001f001f0000',
  '%': '18190204081303', '#': '0a0a1f0a1f0a0a', '@': '0e11010d15150e', $: '040f140e051e04',
  '*': '0004150e150400', _: '0000000000001f',
}

const GLYPH_COLUMNS = 5
export const GLYPH_ROWS = 7
/** Horizontal distance between glyph origins, in font pixels (one blank column between glyphs). */
export const GLYPH_ADVANCE = 6

const TYPOGRAPHIC: Record<string, string> = {
  '—': '-',
  '–': '-',
  '“': '"',
  '”': '"',
  '„': '"',
  '‘': "'",
  '’': "'",
  '…': '...',
}

/** Upper-cases, strips accents, plain-texts typographic punctuation, and turns anything else the font lacks into '?'. */
export function toFontText(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[—–“”„‘’…]/g, (char) => TYPOGRAPHIC[char] ?? char)
    .toUpperCase()
  return [...plain].map((char) => (char in GLYPHS ? char : /\s/.test(char) ? ' ' : '?')).join('')
}

/** The 7 row bitmasks of a character (falls back to '?'). */
export function glyphRows(char: string): number[] {
  const hex = GLYPHS[char] ?? GLYPHS['?']!
  return Array.from({ length: GLYPH_ROWS }, (_, row) =>
    parseInt(hex.slice(row * 2, row * 2 + 2), 16),
  )
}

export function allGlyphs(): string[] {
  return Object.keys(GLYPHS)
}

/** Width in output pixels of `text` drawn at `scale` (no trailing gap). */
export function textWidth(text: string, scale: number): number {
  return text.length === 0 ? 0 : (text.length * GLYPH_ADVANCE - 1) * scale
}

/** Draws `text` (already font text) into an RGBA buffer with its top-left corner at (x, y). */
export function drawText(
  image: { pixels: Buffer; width: number; height: number },
  text: string,
  x: number,
  y: number,
  scale: number,
  colour: readonly [number, number, number, number],
): void {
  ;[...text].forEach((char, index) => {
    glyphRows(char).forEach((bits, row) => {
      for (let column = 0; column < GLYPH_COLUMNS; column++) {
        if (!(bits & (1 << (GLYPH_COLUMNS - 1 - column)))) continue
        const left = x + (index * GLYPH_ADVANCE + column) * scale
        fillRect(image, left, y + row * scale, scale, scale, colour)
      }
    })
  })
}

export function fillRect(
  image: { pixels: Buffer; width: number; height: number },
  x: number,
  y: number,
  width: number,
  height: number,
  [r, g, b, a]: readonly [number, number, number, number],
): void {
  for (let py = Math.max(0, y); py < Math.min(image.height, y + height); py++) {
    for (let px = Math.max(0, x); px < Math.min(image.width, x + width); px++) {
      const i = (py * image.width + px) * 4
      image.pixels[i] = r
      image.pixels[i + 1] = g
      image.pixels[i + 2] = b
      image.pixels[i + 3] = a
    }
  }
}
