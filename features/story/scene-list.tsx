'use client'

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import type { ReactNode } from 'react'

interface SceneListProps {
  /** The scenes' stable ids, in order. */
  ids: string[]
  onMove: (from: number, to: number) => void
  children: ReactNode
}

const screenReaderInstructions = {
  draggable:
    'To move a scene, press space or enter on its move button, use the up and down arrow keys to choose its new place, then press space or enter again to drop it, or escape to cancel.',
}

/**
 * The scenes as an accessible sortable list (dnd-kit): dragged with a pointer by their handle, or
 * moved with the keyboard, with each step announced by scene number and position.
 */
export function SceneList({ ids, onMove, children }: SceneListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1
  const total = ids.length
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up scene ${position(active.id)}. It is at position ${position(active.id)} of ${total}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Scene ${position(active.id)} is over position ${position(over.id)} of ${total}.`
        : `Scene ${position(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Scene ${position(active.id)} was dropped at position ${position(over.id)} of ${total}.`
        : `Scene ${position(active.id)} was dropped back in place.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. Scene ${position(active.id)} stays at position ${position(active.id)}.`,
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = ids.indexOf(String(active.id))
    const to = ids.indexOf(String(over.id))
    if (from >= 0 && to >= 0) onMove(from, to)
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label="Scenes" className="space-y-3">
          {children}
        </ol>
      </SortableContext>
    </DndContext>
  )
}
