/** A magnifying glass, drawn (no icon runtime on a page's first load: docs/performance.md). */
export function SearchMark({ className = 'size-4' }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 16 16" className={className} fill="none" stroke="currentColor">
      <circle cx="7" cy="7" r="4.75" strokeWidth="1.5" />
      <path d="M10.5 10.5 14 14" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  )
}
