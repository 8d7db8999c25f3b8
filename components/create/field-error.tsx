/** The error line under a control, announced when it appears; `id` ties it to the control. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="text-sm text-danger">
      {message}
    </p>
  )
}

export const fieldId = (name: string) => `create-${name.replaceAll('_', '-')}`
export const errorId = (name: string) => `${fieldId(name)}-error`
