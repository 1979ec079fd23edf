/** What a count stepper shows and says; `CountField` takes the same, less what its field decides. */
export interface CountStepperProps {
  /**
   * The count; null while nobody has said it (the field is blank and a form waits for it): the
   * buttons and arrows then step from the least.
   */
  modelValue: number | null
  /** The count's name for screen readers; the buttons' names say what one fewer or more is. */
  label: string
  fewerLabel: string
  moreLabel: string
  min?: number
  max: number
  describedby?: string | undefined
  invalid?: boolean
  testid?: string | undefined
}
