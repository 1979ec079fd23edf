/**
 * A number as its field holds it, or its text when that is not a number as a person writes one
 * ('' once emptied, "1e2", "12 points"): the engine refuses such text and quotes it, never a
 * silent 0, 100 or 12.
 */
export type TypedNumber = number | string
