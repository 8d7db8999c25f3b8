'use client'

import { createContext, useContext } from 'react'
import type { JobSource } from '@/lib/jobs/tracked-jobs'

/**
 * What the job about to be made on Create comes from (a remix, a gallery output used as input):
 * recorded beside the tracked job so the gallery can link both ways.
 */
export interface CreateLineage {
  action?: 'remix' | 'use-as-input'
  madeFrom?: JobSource[]
}

const CreateLineageContext = createContext<CreateLineage>({})

export const CreateLineageProvider = CreateLineageContext.Provider

export function useCreateLineage(): CreateLineage {
  return useContext(CreateLineageContext)
}
