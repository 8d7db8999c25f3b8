import { useMutation, useQueryClient } from '@tanstack/react-query'
import { PremiumAnswerResponse } from '@/lib/api/premium'
import { apiRequest } from '@/lib/http/request'
import { premiumKind } from '@/lib/api/premium-kind'
import { fetchStatus } from '@/lib/queries/status-query'
import { jobStatusKey } from '@/lib/queries/job-status-read'
import { routePath } from '@/lib/api/routes'

interface AnswerInput {
  orderId: string
  questionId: string
  answer: string
}

function answerQuestion({ questionId, answer }: AnswerInput) {
  return apiRequest(
    `/api${routePath('v1_premium_video_answer_question', { question_id: questionId })}`,
    {
      method: 'POST',
      body: { answer },
      schema: PremiumAnswerResponse,
    },
  )
}

/**
 * POST .../questions/{id}/answer (docs/service-contract.md §4.7). Never retried: a question is answered once. Settled
 * either way (answered, already answered, failed), the order is read again so every page shows
 * what the service recorded.
 */
export function useAnswerQuestion() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: answerQuestion,
    retry: false,
    // Awaited, so the answer shows as recorded; a failed read must not turn it into an error.
    onSettled: (_data, _error, { orderId }) =>
      client
        .fetchQuery({
          queryKey: jobStatusKey('premium', orderId),
          queryFn: ({ signal }) => fetchStatus('premium', premiumKind, orderId, signal),
          staleTime: 0,
        })
        .catch(() => undefined),
  })
}
