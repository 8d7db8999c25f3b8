/**
 * Create's columns: the model, the form and the results side by side on wide screens, the results
 * below the form on narrower ones and all in one column on a phone. Shared by the studio and its
 * first paint, so the one takes the other's place without moving anything.
 */
export const CREATE_COLUMNS =
  'grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] xl:grid-cols-[18rem_minmax(0,1fr)_22rem]'
