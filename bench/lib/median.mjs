/** The middle value of a list of numbers (the upper one of the two middles for an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
