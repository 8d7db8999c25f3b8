import {
  set,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form'

/** Shown on the form when its checks could not be loaded: what was typed stays as it is. */
export const CHECKS_UNAVAILABLE =
  'The form could not load what it checks your entry with. Check your connection and try again.'

/**
 * A react-hook-form resolver whose code (zod and the contract's schema) loads at the first
 * validation, the first submit in the default mode, instead of with the page: on a page whose only
 * schemas are its form's, that is zod's whole cost taken off the page's start on a phone
 * (docs/performance.md, "Where a phone's time goes"). Loaded once; a load that failed is tried
 * again at the next submit, and the form says so meanwhile under `field`, with nothing typed lost.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformed>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformed>>,
  field: FieldPath<TFieldValues>,
): Resolver<TFieldValues, TContext, TTransformed> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformed>> | undefined
  return async (values, context, options) => {
    loading ??= load()
    let resolve: Resolver<TFieldValues, TContext, TTransformed>
    try {
      resolve = await loading
    } catch {
      loading = undefined
      const errors: FieldErrors<TFieldValues> = {}
      set(errors, field, { type: 'unavailable', message: CHECKS_UNAVAILABLE })
      return { values: {}, errors }
    }
    return resolve(values, context, options)
  }
}
