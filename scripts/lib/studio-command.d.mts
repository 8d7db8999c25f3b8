export function studioCommand(options: {
  dev: boolean
  port: number | string
  host?: string | null
  dataDir: string
}): { args: string[]; env: Record<string, string> }
