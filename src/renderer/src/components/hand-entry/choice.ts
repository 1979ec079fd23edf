/** One option of a ChoiceGroup. */
export interface Choice {
  value: string
  label: string
  hint?: string | undefined
  testid?: string | undefined
}
