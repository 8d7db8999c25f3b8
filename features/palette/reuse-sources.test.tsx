// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { pastPromptsSource, presetsSource } from './reuse-sources'

const snapshot = { model: 'nano-banana', options: {} }
vi.mock('@/lib/workspace-sync/presets', () => ({
  usePresets: () => ({
    presets: [
      { ...snapshot, id: 'p1', name: 'Moody portraits', form: 'image', prompt: 'a face' },
      { ...snapshot, id: 'p2', name: 'Scene style', form: 'story', prompt: 'a scene' },
    ],
  }),
}))
const history = vi.fn()
vi.mock('@/lib/workspace-sync/prompt-history', () => ({
  usePromptHistory: (options: { search: string; enabled: boolean }) => history(options),
}))

describe('the palette offers what the workspace keeps', () => {
  it('applies a preset by opening its form, the storyboard included', () => {
    const { result } = renderHook(() => presetsSource.useCommands(''))
    expect(result.current).toEqual([
      expect.objectContaining({
        label: 'Moody portraits',
        hint: 'Image',
        perform: { href: '/create?preset=p1' },
      }),
      expect.objectContaining({
        label: 'Scene style',
        hint: 'Story',
        perform: { href: '/story?preset=p2' },
      }),
    ])
  })

  it('searches past prompts only once there is something to search, and opens the form', () => {
    history.mockReturnValue({
      entries: [{ ...snapshot, id: 'h1', form: 'music', prompt: 'x'.repeat(200) }],
    })
    const { result } = renderHook(() => pastPromptsSource.useCommands('xx'))
    expect(history).toHaveBeenLastCalledWith({ search: 'xx', enabled: true })
    expect(result.current[0]?.perform).toEqual({ href: '/audio?tab=music&history=h1' })
    expect(result.current[0]?.label.length).toBeLessThanOrEqual(90)
    renderHook(() => pastPromptsSource.useCommands('x'))
    expect(history).toHaveBeenLastCalledWith({ search: 'x', enabled: false })
  })
})
