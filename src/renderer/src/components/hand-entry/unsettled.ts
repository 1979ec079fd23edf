import { inject, provide, reactive, type InjectionKey } from 'vue'

/**
 * What a field tells its form when it holds text it did not take ("9" where 5 is the most,
 * "7.5", an emptied field): the form then refuses to save and its bar says why, instead of
 * saving the value the field last took.
 */
export interface UnsettledFields {
  /** `problem` is what the field says beside itself; null once its text is taken. */
  report: (field: symbol, problem: string | null) => void
}

export const unsettledFieldsKey: InjectionKey<UnsettledFields> = Symbol('unsettled-fields')

/** A form's register of its unsettled fields, provided to the fields inside it. */
export function provideUnsettledFields() {
  const problems = reactive(new Map<symbol, string>())
  provide(unsettledFieldsKey, {
    report: (field, problem) => {
      if (problem === null) problems.delete(field)
      else problems.set(field, problem)
    },
  })
  return { count: () => problems.size }
}

/** The form's register, or one that listens to nobody when a field stands alone. */
export function useUnsettledFields(): UnsettledFields {
  return inject(unsettledFieldsKey, { report: () => undefined })
}
