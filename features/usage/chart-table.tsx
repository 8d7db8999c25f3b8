import type { ReactNode } from 'react'

/**
 * What a chart shows, in words and as a table: the summary is read first by screen readers (the
 * chart itself is hidden from them), and anyone can open the table.
 */
export function ChartText({
  summary,
  caption,
  columns,
  rows,
}: {
  summary: ReactNode
  caption: string
  columns: readonly string[]
  rows: readonly (readonly (string | number)[])[]
}) {
  return (
    <div className="mt-3 space-y-2 text-sm">
      <p className="text-ink">{summary}</p>
      <details>
        <summary className="cursor-pointer text-ink-muted hover:text-ink">Show as a table</summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col" className="border-b border-line px-2 py-1 font-medium">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="px-2 py-1 font-normal text-ink-muted">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className="px-2 py-1">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  )
}
