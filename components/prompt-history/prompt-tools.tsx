'use client'

import { createContext, useContext, type ReactNode } from 'react'
import type { FormSnapshot, PromptForm } from '@/lib/studio-api/prompt-history'

/** What a form lends its history and preset controls. */
export interface PromptTools {
  /** The form's own name for where it is (Create's is image or video, as its model makes). */
  form: PromptForm
  /** What the form holds now: model, options and prompt, for a preset. */
  current: () => FormSnapshot
  /** Puts a past prompt or a preset back in, with its model and options. */
  apply: (snapshot: FormSnapshot) => void
}

const Context = createContext<PromptTools | null>(null)

/** Mounted around a form: its prompt field and preset menu find the form through it. */
export function PromptToolsProvider({
  value,
  children,
}: {
  value: PromptTools
  children: ReactNode
}) {
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export const usePromptTools = () => useContext(Context)
