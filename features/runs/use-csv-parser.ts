'use client'

import { useEffect, useState } from 'react'
import type { CsvParser } from './model/rows'

/** papaparse's parse, loaded once a builder's CSV source is chosen (not in any first load). */
export function useCsvParser(wanted: boolean): CsvParser | null {
  const [parser, setParser] = useState<CsvParser | null>(null)
  useEffect(() => {
    if (!wanted || parser) return
    void import('papaparse').then((papa) => setParser(() => papa.default.parse))
  }, [wanted, parser])
  return parser
}
