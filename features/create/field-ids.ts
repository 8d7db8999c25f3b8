/** The ids of a Create field's control and of its error line (aria-describedby ties them). */
export const fieldId = (name: string) => `create-${name.replaceAll('_', '-')}`
export const errorId = (name: string) => `${fieldId(name)}-error`
