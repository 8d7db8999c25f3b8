import { useCallback, useEffect, useRef, useState } from 'react'

const deadlineIn = (seconds: number) => Date.now() + seconds * 1000
const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000))

/** A whole-second countdown: `start(seconds)`, then `left` ticks down to 0. */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [left, setLeft] = useState(0)
  const deadline = useRef(0)
  const running = left > 0

  const start = useCallback((seconds: number) => {
    deadline.current = deadlineIn(seconds)
    setLeft(seconds)
  }, [])

  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setLeft(secondsUntil(deadline.current)), 1000)
    return () => clearInterval(timer)
  }, [running])

  return { left, start }
}
