export const COMPILE_HINT: string
export function hasCompileHint(source: string): boolean
export function withCompileHint(source: string): string
export function addCompileHints(distDir: string): string[]
