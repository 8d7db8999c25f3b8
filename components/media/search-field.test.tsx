// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SearchField } from './search-field'

function renderField(value = '') {
  const onSearch = vi.fn()
  const view = render(
    <SearchField id="s" label="Search your results" value={value} onSearch={onSearch} />,
  )
  return { onSearch, view, input: screen.getByRole('searchbox', { name: 'Search your results' }) }
}

describe('the search field', () => {
  it('searches once typing rests, and at once on Enter', () => {
    vi.useFakeTimers()
    const { onSearch, input } = renderField()
    fireEvent.change(input, { target: { value: 'red' } })
    fireEvent.change(input, { target: { value: 'red fox' } })
    expect(onSearch).not.toHaveBeenCalled()
    act(() => void vi.advanceTimersByTime(300))
    expect(onSearch).toHaveBeenCalledTimes(1)
    expect(onSearch).toHaveBeenLastCalledWith('red fox')
    fireEvent.change(input, { target: { value: 'red fox tag:hero' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onSearch).toHaveBeenLastCalledWith('red fox tag:hero')
    act(() => void vi.advanceTimersByTime(300))
    expect(onSearch).toHaveBeenCalledTimes(2)
    vi.useRealTimers()
  })

  it('shows each key as a chip in words, and removing one searches without it', async () => {
    const { onSearch, input } = renderField('fox tag:hero kind:song before:2026-11-01')
    // What the field understood loads once there are words.
    expect(await screen.findByRole('list', { name: 'Filters in the search' })).toHaveTextContent(
      'Tag: heroSongsMade before Nov 1, 2026',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Remove Songs' }))
    expect(input).toHaveValue('fox tag:hero before:2026-11-01')
    expect(onSearch).toHaveBeenLastCalledWith('fox tag:hero before:2026-11-01')
  })

  it('says what it could not read, in words', async () => {
    renderField('rated:9')
    expect(await screen.findByText(/“rated:9” is not a rating/)).toBeInTheDocument()
  })

  it('follows words changed elsewhere, and keeps its own as typed', () => {
    vi.useFakeTimers()
    const { onSearch, view, input } = renderField('barn')
    view.rerender(
      <SearchField id="s" label="Search your results" value="owl" onSearch={onSearch} />,
    )
    expect(input).toHaveValue('owl')
    fireEvent.change(input, { target: { value: 'owl ' } })
    act(() => void vi.advanceTimersByTime(300))
    // Its own search comes back trimmed: the space being typed stays.
    view.rerender(
      <SearchField id="s" label="Search your results" value="owl" onSearch={onSearch} />,
    )
    expect(input).toHaveValue('owl ')
    fireEvent.click(screen.getByRole('button', { name: 'Clear what is typed' }))
    expect(input).toHaveValue('')
    expect(onSearch).toHaveBeenLastCalledWith('')
    vi.useRealTimers()
  })
})
