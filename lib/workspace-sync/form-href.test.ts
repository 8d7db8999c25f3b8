import { describe, expect, it } from 'vitest'
import { formHref, samePage, withoutLinked } from './form-href'

describe('the link that reopens a past prompt or a preset in its form', () => {
  it('opens every form on its own page', () => {
    expect(formHref('image', 'history', 'h1')).toBe('/create?history=h1')
    expect(formHref('music', 'preset', 'p1')).toBe('/audio?tab=music&preset=p1')
    expect(formHref('story', 'history', 'h 2')).toBe('/story?history=h%202')
    expect(formHref('story', 'preset', 'p2')).toBe('/story?preset=p2')
    expect(formHref('extend', 'history', 'h3')).toBe('/tools?tool=extend&history=h3')
  })

  it('knows which forms share a page', () => {
    expect(samePage('image', 'video')).toBe(true)
    expect(samePage('story', 'story')).toBe(true)
    expect(samePage('story', 'extend')).toBe(false)
    expect(samePage('extend', 'video')).toBe(false)
  })

  it('drops only the link it came from from a query', () => {
    expect(withoutLinked(new URLSearchParams('job=s1&history=h1'))).toBe('?job=s1')
    expect(withoutLinked(new URLSearchParams('preset=p1'))).toBe('')
  })
})
