'use client'

import { Button } from '@/components/ui/button'

interface AnswerConfirmProps {
  answer: string
  /** Words for an answer after the window, or null. */
  late: string | null
  sending: boolean
  onSend: () => void
  onChange: () => void
}

/** The last look before an answer goes out: it cannot be changed once sent. Focus lands on Send. */
export function AnswerConfirm({ answer, late, sending, onSend, onChange }: AnswerConfirmProps) {
  return (
    <div
      role="group"
      aria-label="Confirm the answer"
      className="space-y-2 rounded-md border border-accent/40 bg-accent/5 p-3"
    >
      <p className="text-sm">
        Send <q className="font-medium">{answer}</q> as the answer? A question is answered once: it
        cannot be changed afterwards.
      </p>
      {late ? (
        <p className="text-sm text-amber-700 dark:text-amber-300" role="note">
          {late}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the user just asked to review */}
        <Button autoFocus onClick={onSend} disabled={sending}>
          {sending ? 'Sending…' : late ? 'Send late answer' : 'Send answer'}
        </Button>
        <Button variant="ghost" onClick={onChange} disabled={sending}>
          Change answer
        </Button>
      </div>
    </div>
  )
}
