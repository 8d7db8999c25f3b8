import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// Each fence of eslint.config.mjs, broken once: a line that crosses it is refused with the
// fence's own message, and the same line where it is allowed passes (docs/architecture.md).
const eslint = new ESLint({ cwd: process.cwd() })

async function fenceMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) =>
      ['import/no-restricted-paths', 'no-restricted-imports'].includes(message.ruleId ?? ''),
    )
    .map((message) => message.message)
}

const CASES: { file: string; imports: string; refused: RegExp | null }[] = [
  {
    file: 'features/create/fence-probe.ts',
    imports: '@/features/audio/model/music-form',
    refused: /features\/create\/ is one feature/,
  },
  { file: 'features/create/fence-probe.ts', imports: '@/lib/media/download', refused: null },
  {
    file: 'features/create/model/fence-probe.ts',
    imports: '@/features/create/create-screen',
    refused: /model\/ holds the feature's pure rules/,
  },
  {
    file: 'features/create/model/fence-probe.ts',
    imports: '@/lib/queries/balance',
    refused: /model\/ holds the feature's pure rules/,
  },
  {
    file: 'lib/jobs/fence-probe.ts',
    imports: '@/features/gallery/model/selection',
    refused: /lib\/ is the platform/,
  },
  {
    file: 'components/media/fence-probe.ts',
    imports: '@/features/gallery/model/selection',
    refused: /components\/ is shared UI/,
  },
  {
    file: 'features/gallery/fence-probe.ts',
    imports: 'next/link',
    refused: /Use `Link` from '@\/components\/ui\/link'/,
  },
  {
    file: 'features/create/fence-probe.ts',
    imports: 'react',
    refused: /with `next\/dynamic`, the studio's one lazy-load style/,
  },
  {
    file: 'components/shell/fence-probe.ts',
    imports: '@/features/palette/command-palette',
    refused: null,
  },
  {
    file: 'emulator/store/fence-probe.ts',
    imports: '../jobs/new-job',
    refused: /emulator\/store\/ .* never imports/,
  },
  {
    file: 'emulator/routes/fence-probe.ts',
    imports: '../seed/seeding',
    refused: /emulator\/routes\/ .* never imports/,
  },
]

describe('the import fences', () => {
  it.each(CASES)(
    '$file importing $imports',
    async ({ file, imports, refused }) => {
      const messages = await fenceMessages(
        file,
        `import * as probe from '${imports}'\nexport { probe }\n`,
      )
      if (refused) expect(messages.some((message) => refused.test(message))).toBe(true)
      else expect(messages).toEqual([])
    },
    60_000,
  )
})
