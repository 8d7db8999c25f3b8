const IMAGE_LONG_SIDE: Record<string, number> = { '1K': 1024, '2K': 2048, '4K': 4096 }
/** seedream-style quality tiers name image sizes (basic = 2K, high = 4K). */
const IMAGE_QUALITY_SIDE: Record<string, number> = { basic: 2048, high: 4096 }
const VIDEO_SHORT_SIDE: Record<string, number> = { '480p': 480, '720p': 720, '1080p': 1080 }

function ratio(aspect: string): [number, number] {
  const [a, b] = aspect.split(':').map(Number)
  return a && b ? [a, b] : [1, 1]
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2)

/** Pixel size of an image output from its aspect ratio and resolution/quality tier. */
export function imageSize(
  aspect: string,
  tier: string | undefined,
): { width: number; height: number } {
  const long = IMAGE_LONG_SIDE[tier ?? ''] ?? IMAGE_QUALITY_SIDE[tier ?? ''] ?? 1024
  const [a, b] = ratio(aspect)
  return a >= b
    ? { width: long, height: even((long * b) / a) }
    : { width: even((long * a) / b), height: long }
}

/** Pixel size of a video output; quality tiers like `720p-draft` name the resolution too. */
export function videoSize(
  aspect: string,
  tier: string | undefined,
): { width: number; height: number } {
  const short = VIDEO_SHORT_SIDE[(tier ?? '').replace(/-draft$/, '')] ?? 720
  const [a, b] = ratio(aspect)
  return a >= b
    ? { width: even((short * a) / b), height: short }
    : { width: short, height: even((short * b) / a) }
}
