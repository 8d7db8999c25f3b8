// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MEDIA_DRAG_TYPE, outputPayload } from '@/lib/media/drag-payload'
import { MediaOriginsProvider } from './media-origins'
import { SourceSlot } from './source-slot'

const uploaded = vi.fn()
vi.mock('@/lib/queries/upload', () => ({
  useUploadMedia: () =>
    useMutation({
      mutationFn: async ({ file }: { file: File }) => {
        uploaded(file)
        return { urls: [`https://cdn.service.test/uploads/${file.name}`] }
      },
    }),
}))

const FOX = 'https://cdn.service.test/out/fox.png?expires=1&sig=abc'

function transfer(data: Record<string, string>, files: File[] = []) {
  return {
    types: [...Object.keys(data), ...(files.length ? ['Files'] : [])],
    getData: (type: string) => data[type] ?? '',
    files,
    dropEffect: 'none',
  }
}

/** As Create's form does, the slot is keyed by its address: filling it mounts a new one. */
function Slot({ onChange }: { onChange: (url: string) => void }) {
  const [url, setUrl] = useState('')
  return (
    <SourceSlot
      key={url}
      kind="image"
      label="First frame"
      url={url}
      onChange={(next) => {
        onChange(next)
        setUrl(next)
      }}
    />
  )
}

function renderSlot() {
  const onChange = vi.fn()
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MediaOriginsProvider origins={['https://cdn.service.test']}>
        <Slot onChange={onChange} />
      </MediaOriginsProvider>
    </QueryClientProvider>,
  )
  return { onChange, slot: screen.getByRole('group', { name: 'First frame' }) }
}

beforeEach(() => uploaded.mockClear())

describe('dropping and pasting on a source slot', () => {
  it('fills the slot with a dragged gallery output, named in words, never by its address', async () => {
    const { onChange, slot } = renderSlot()
    const payload = outputPayload('gen-1', { kind: 'image', originalUrl: FOX }, 'A red fox at dawn')
    const data = transfer({ [MEDIA_DRAG_TYPE]: JSON.stringify(payload), 'text/uri-list': FOX })
    fireEvent.dragEnter(slot, { dataTransfer: data })
    expect(slot).toHaveClass('ring-2')
    fireEvent.drop(slot, { dataTransfer: data })
    expect(onChange).toHaveBeenCalledWith(FOX)
    expect(await screen.findByText('An earlier result: A red fox at dawn')).toBeVisible()
    expect(document.body).not.toHaveTextContent('sig=abc')
  })

  it('refuses a malformed payload in words and keeps the slot empty', async () => {
    const { onChange, slot } = renderSlot()
    fireEvent.drop(slot, {
      dataTransfer: transfer({ [MEDIA_DRAG_TYPE]: '{"url":"javascript:x"}' }),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'What was dropped could not be read as a gallery output or library file.',
    )
    expect(onChange).not.toHaveBeenCalled()
  })

  it('refuses a file of another kind in words, without uploading it', async () => {
    const { slot } = renderSlot()
    const song = new File(['x'], 'song.mp3', { type: 'audio/mpeg' })
    fireEvent.drop(slot, { dataTransfer: transfer({}, [song]) })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That file is an audio file: First frame takes an image.',
    )
    expect(uploaded).not.toHaveBeenCalled()
  })

  it('uploads an image pasted while the slot has focus, through the slot’s upload', async () => {
    const { onChange } = renderSlot()
    const button = screen.getByRole('button', { name: /Pick First frame From gallery/ })
    button.focus()
    const shot = new File(['png'], 'pasted.png', { type: 'image/png' })
    fireEvent.paste(button, { clipboardData: transfer({}, [shot]) })
    await waitFor(() => expect(uploaded).toHaveBeenCalledWith(shot))
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith('https://cdn.service.test/uploads/pasted.png'),
    )
  })

  it('uploads a file dropped from the desktop like a chosen one', async () => {
    const { slot } = renderSlot()
    const photo = new File(['png'], 'photo.png', { type: 'image/png' })
    fireEvent.drop(slot, { dataTransfer: transfer({}, [photo]) })
    await waitFor(() => expect(uploaded).toHaveBeenCalledWith(photo))
  })
})
