'use client'

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'

/** The person's last choice, kept across pages: a dock opened to follow jobs stays open. */
const STORAGE_KEY = 'media-studio:job-dock'

interface DockState {
  open: boolean
  setOpen: (open: boolean) => void
}

const DockContext = createContext<DockState>({ open: false, setOpen: () => {} })

function storedOpen(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'open'
  } catch {
    return false
  }
}

/**
 * Whether the job dock is open, shared by its toggle in the top bar and its panel below it.
 * Folded by default: the dock opens only when asked.
 */
export function JobDockProvider({ children }: { children: ReactNode }) {
  const [open, setOpenState] = useState(false)
  // Read after the first render so the server's HTML (always folded) matches the browser's.
  useEffect(() => setOpenState(storedOpen()), [])
  const setOpen = (next: boolean) => {
    setOpenState(next)
    try {
      localStorage.setItem(STORAGE_KEY, next ? 'open' : 'folded')
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
  }
  return <DockContext.Provider value={{ open, setOpen }}>{children}</DockContext.Provider>
}

export const useJobDock = () => useContext(DockContext)
