/** A small ×, drawn (no icon runtime on a page's first load, no glyph the typeface may lack). */
export function CrossMark({ className = 'h-3 w-3' }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 12 12" className={className} fill="none" stroke="currentColor">
      <path d="M3 3l6 6M9 3l-6 6" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  )
}
