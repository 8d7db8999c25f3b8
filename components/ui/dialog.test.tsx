// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { useRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { nextTask } from '@/lib/next-task'
import { Dialog } from './dialog'

function Owner({
  onOpenChange,
  dismissible = true,
}: {
  onOpenChange: (open: boolean) => void
  dismissible?: boolean
}) {
  const [open, setOpen] = useState(false)
  const search = useRef<HTMLInputElement>(null)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next)
          setOpen(next)
        }}
        title="Choose"
        description="One of these"
        initialFocus={search}
        dismissible={dismissible}
      >
        <input ref={search} aria-label="Search" />
      </Dialog>
    </>
  )
}

function openDialog(dismissible = true) {
  const onOpenChange = vi.fn()
  render(<Owner onOpenChange={onOpenChange} dismissible={dismissible} />)
  const opener = screen.getByRole('button', { name: 'Open' })
  opener.focus()
  fireEvent.click(opener)
  return { onOpenChange, opener, dialog: screen.getByRole('dialog') }
}

describe('Dialog', () => {
  it('renders nothing while closed, then a dialog named and described by its words', () => {
    const { dialog } = openDialog()
    expect(dialog).toHaveAccessibleName('Choose')
    expect(dialog).toHaveAccessibleDescription('One of these')
    expect(dialog).toHaveAttribute('open')
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus()
  })

  it('asks its owner on Escape instead of closing itself, and gives focus back on close', () => {
    const { dialog, onOpenChange, opener } = openDialog()
    const cancel = new Event('cancel', { cancelable: true })
    fireEvent(dialog, cancel)
    expect(cancel.defaultPrevented).toBe(true)
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })

  it('closes on a click on its backdrop, not on a click inside or a drag out of it', () => {
    const { dialog, onOpenChange } = openDialog()
    const input = screen.getByRole('textbox', { name: 'Search' })
    fireEvent.pointerDown(input)
    fireEvent.click(dialog, { clientX: 500, clientY: 500 })
    fireEvent.click(input)
    expect(onOpenChange).not.toHaveBeenCalled()
    fireEvent.pointerDown(dialog, { clientX: 500, clientY: 500 })
    fireEvent.click(dialog, { clientX: 500, clientY: 500 })
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('tells its owner of a close the browser made, not of one it reopened from', () => {
    const { dialog, onOpenChange } = openDialog()
    fireEvent(dialog, new Event('close'))
    expect(onOpenChange).not.toHaveBeenCalled()
    dialog.removeAttribute('open')
    fireEvent(dialog, new Event('close'))
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('does nothing on Escape or a backdrop click while its owner would refuse to close', () => {
    const { dialog, onOpenChange } = openDialog(false)
    expect(dialog).toHaveAttribute('closedby', 'none')
    const cancel = new Event('cancel', { cancelable: true })
    fireEvent(dialog, cancel)
    expect(cancel.defaultPrevented).toBe(true)
    fireEvent.pointerDown(dialog, { clientX: 500, clientY: 500 })
    fireEvent.click(dialog, { clientX: 500, clientY: 500 })
    expect(onOpenChange).not.toHaveBeenCalled()
  })

  it('stands outside the form it was opened from, unless rendered in place', () => {
    const { container } = render(
      <form aria-label="Generate">
        <Dialog open onOpenChange={() => {}} title="Pick a source">
          <input aria-label="Search by name" />
        </Dialog>
        <Dialog open onOpenChange={() => {}} title="Served" inPlace>
          <input aria-label="Served field" />
        </Dialog>
      </form>,
    )
    const form = container.querySelector('form')!
    expect(form).not.toContainElement(screen.getByRole('textbox', { name: 'Search by name' }))
    expect(form).toContainElement(screen.getByRole('textbox', { name: 'Served field' }))
  })

  it('makes one the server sent modal in a task after the one that hydrates it', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    render(
      <Dialog open onOpenChange={() => {}} title="Served" inPlace>
        <input aria-label="Served field" />
      </Dialog>,
    )
    expect(showModal).not.toHaveBeenCalled()
    await nextTask()
    expect(showModal).toHaveBeenCalledOnce()
    showModal.mockRestore()
  })

  it('never makes a served one modal once it is gone', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    const { unmount } = render(
      <Dialog open onOpenChange={() => {}} title="Served" inPlace>
        <input aria-label="Served field" />
      </Dialog>,
    )
    unmount()
    await nextTask()
    expect(showModal).not.toHaveBeenCalled()
    showModal.mockRestore()
  })

  it('keeps the room of the scrollbar it hides while open, and gives it back on close', () => {
    const root = document.documentElement
    Object.defineProperty(root, 'clientWidth', {
      configurable: true,
      value: window.innerWidth - 15,
    })
    try {
      const { dialog } = openDialog()
      expect(root.style.getPropertyValue('--scrollbar-room')).toBe('15px')
      fireEvent(dialog, new Event('cancel', { cancelable: true }))
      expect(root.style.getPropertyValue('--scrollbar-room')).toBe('')
    } finally {
      Reflect.deleteProperty(root, 'clientWidth')
    }
  })
})
