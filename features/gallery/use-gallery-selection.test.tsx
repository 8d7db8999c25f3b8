// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Dialog } from '@/components/ui/dialog'
import { useGallerySelection } from './use-gallery-selection'

const ORDER = ['a', 'b', 'c']

function Gallery() {
  const selection = useGallerySelection(ORDER, true)
  const [open, setOpen] = useState(false)
  return (
    <>
      <p>{selection.selectedIds.size} selected</p>
      <button type="button" onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Keyboard shortcuts">
        <p>Ctrl+A chooses every tile.</p>
      </Dialog>
    </>
  )
}

describe('useGallerySelection', () => {
  it('chooses every tile on Ctrl+A and clears on Escape', () => {
    render(<Gallery />)
    fireEvent.keyDown(document.body, { key: 'a', ctrlKey: true })
    expect(screen.getByText('3 selected')).toBeInTheDocument()
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(screen.getByText('0 selected')).toBeInTheDocument()
  })

  it('leaves the keys to a dialog that is open, wherever the focus is', () => {
    render(<Gallery />)
    fireEvent.keyDown(document.body, { key: 'a', ctrlKey: true })
    fireEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }))
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: 'Escape' })
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(screen.getByText('3 selected')).toBeInTheDocument()
  })
})
