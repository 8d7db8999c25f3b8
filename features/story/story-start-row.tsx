import { BILLING_PAGE, ExternalLink } from '@/components/ui/external-link'
import { Button } from '@/components/ui/button'

interface StoryStartRowProps {
  pending: boolean
  blocked: boolean
  /** Why the story cannot start, in words; null when it can. */
  reason: string | null
  /** Where to buy credits, shown with the reason when the balance is what is short. */
  topUpUrl: string | null
  onStartOver: () => void
}

/** The storyboard's last row: Start story, Start over, and why the story cannot start yet. */
export function StoryStartRow({
  pending,
  blocked,
  reason,
  topUpUrl,
  onStartOver,
}: StoryStartRowProps) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          disabled={pending || blocked || Boolean(reason)}
          aria-describedby={reason ? 'story-submit-reason' : undefined}
        >
          {pending ? 'Starting…' : 'Start story'}
        </Button>
        <Button variant="ghost" onClick={onStartOver}>
          Start over
        </Button>
      </div>
      {reason ? (
        <p id="story-submit-reason" role="status" className="text-sm text-danger">
          {reason}
          {topUpUrl ? (
            <>
              {' '}
              <ExternalLink href={topUpUrl} where={BILLING_PAGE} className="font-medium">
                Top up credits
              </ExternalLink>
            </>
          ) : null}
        </p>
      ) : null}
    </>
  )
}
