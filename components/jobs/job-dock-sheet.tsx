'use client'

import { ModalDialog } from '@/components/ui/modal-dialog'
import { JOB_TRAY_TITLE_ID } from './job-dock-toggle'
import { JobTray } from './job-tray'

/**
 * The dock as it opens: the dialog over the dimmed page and the tray's rows (status queries,
 * estimates). Its code loads the first time the dock opens, never with a page.
 */
export function JobDockSheet({ onFold }: { onFold: () => void }) {
  return (
    <ModalDialog
      titleId={JOB_TRAY_TITLE_ID}
      descriptionId={undefined}
      size="dock"
      initialFocus={undefined}
      inPlace={false}
      dismissible
      onDismiss={onFold}
    >
      <JobTray />
    </ModalDialog>
  )
}
