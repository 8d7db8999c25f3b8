// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { lookUpModel, mediaModels } from '@/lib/forms/model-choice'
import { CATALOG_MODELS } from '@/lib/test/catalog'
import { ModelPicker } from './model-picker'

const models = mediaModels(CATALOG_MODELS)

function renderPicker(modelId = 'nano-banana') {
  const onPick = vi.fn()
  render(
    <ModelPicker
      models={models}
      lookup={lookUpModel(models, modelId)}
      onPick={onPick}
      error={null}
    />,
  )
  return onPick
}

async function openChooser() {
  fireEvent.click(screen.getByRole('button', { name: /Change model$/ }))
  // The chooser's code loads on first open.
  return screen.findByRole('combobox', { name: 'Search models' }, { timeout: 10_000 })
}

const options = () => within(screen.getByRole('listbox', { name: 'Models' })).getAllByRole('option')
const active = () => options().find((o) => o.getAttribute('aria-selected') === 'true')

describe('Create model picker: cards, search and keyboard', () => {
  it('shows the chosen model as a card with what it is good at and its price', () => {
    renderPicker()
    const card = screen.getByRole('button', { name: /Change model$/ })
    expect(card).toHaveTextContent('Nano Banana')
    expect(card).toHaveTextContent('Images from a prompt')
    expect(card).toHaveTextContent(/\d+ credits · about \d+ s/)
  })

  it('searches by name and by what a model does', async () => {
    renderPicker()
    const search = await openChooser()
    expect(options().length).toBeGreaterThan(10)
    fireEvent.change(search, { target: { value: 'veo3-1-fast' } })
    expect(options()).toHaveLength(1)
    // A family is named in words, never by its id.
    expect(options()[0]).toHaveTextContent('Veo 3.1 Fast · 3 variants')
    expect(options()[0]).not.toHaveTextContent('veo3-1-fast')
    fireEvent.change(search, { target: { value: 'two frames' } })
    expect(options().length).toBeGreaterThan(0)
    for (const option of options()) expect(option).toHaveTextContent('Motion between two frames')
    fireEvent.change(search, { target: { value: 'no such model anywhere' } })
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    expect(screen.getByText(/No model matches/)).toBeInTheDocument()
  })

  it('is used by keyboard: arrows move the active card, Enter chooses it', async () => {
    const onPick = renderPicker()
    const search = await openChooser()
    // Typing starts at once, on the chosen model.
    await waitFor(() => expect(search).toHaveFocus())
    expect(active()).toHaveTextContent('Nano Banana')
    expect(search).toHaveAttribute('aria-activedescendant', active()!.id)
    fireEvent.keyDown(search, { key: 'ArrowDown' })
    expect(active()).toBe(options()[1])
    fireEvent.keyDown(search, { key: 'End' })
    expect(active()).toBe(options().at(-1))
    fireEvent.keyDown(search, { key: 'Home' })
    fireEvent.keyDown(search, { key: 'ArrowDown' })
    fireEvent.keyDown(search, { key: 'Enter' })
    expect(onPick).toHaveBeenCalledWith(models[1]!.model_id)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('a family chosen from the search resolves to its default variant', async () => {
    const onPick = renderPicker()
    const search = await openChooser()
    fireEvent.change(search, { target: { value: 'veo3-1-fast' } })
    fireEvent.keyDown(search, { key: 'Enter' })
    expect(onPick).toHaveBeenCalledWith('veo3-1-fast-text-to-video')
  })
})
