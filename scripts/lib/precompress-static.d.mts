export function precompressStatic(distDir: string): {
  files: number
  bytes: number
  compressed: number
}
