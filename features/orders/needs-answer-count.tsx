'use client'

import { useQuestionAnnouncements } from './use-question-announcements'
import { useOpenQuestions } from './use-open-questions'

/**
 * The number of open questions, over the corner of Orders in the main navigation. Mounted once in
 * the shell, it also announces new questions and those coming within an hour of their window.
 * It arrives once the orders are read, after the page is shown: laid over the link rather than
 * beside it, it takes no room, so nothing in the navigation moves when it comes or goes.
 */
export function NeedsAnswerCount() {
  const { queue, firstReadPending } = useOpenQuestions()
  // The first complete look (every order read once) is what is remembered, not announced.
  useQuestionAnnouncements(queue, !firstReadPending)
  if (queue.length === 0) return null
  const words =
    queue.length === 1 ? '1 question needs an answer' : `${queue.length} questions need an answer`
  return (
    <span
      className="absolute -right-1 -top-1 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-xs font-semibold leading-4 text-white ring-2 ring-surface"
      title={words}
    >
      <span aria-hidden>{queue.length}</span>
      <span className="sr-only">{`, ${words}`}</span>
    </span>
  )
}
