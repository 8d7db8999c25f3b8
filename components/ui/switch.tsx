import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react'

interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: ReactNode
}

/** An on/off control: a checkbox with the switch role, its label beside it. */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  { label, id, className, ...props },
  ref,
) {
  return (
    <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-3 text-sm text-ink">
      <input ref={ref} id={id} type="checkbox" role="switch" className="peer sr-only" {...props} />
      <span
        aria-hidden="true"
        className="relative h-5 w-9 rounded-full bg-line transition-colors after:absolute after:left-0.5 after:top-0.5 after:h-4 after:w-4 after:rounded-full after:bg-white after:transition-transform peer-checked:bg-accent peer-checked:after:translate-x-4 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent"
      />
      <span className={className}>{label}</span>
    </label>
  )
})
