/** The error line under a control, announced when it appears; `id` ties it to the control. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="text-sm text-danger">
      {message}
    </p>
  )
}
