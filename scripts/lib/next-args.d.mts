export function nextArgs(options: { dev: boolean; port: number | string; host?: string }): string[]
