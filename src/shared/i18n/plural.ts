/**
 * French counts 0 and 1 in the singular ("0 point", "1 point", "2 points"); vue-i18n's default
 * rule, English's, puts 0 in the plural. With three forms (none | one | several) the first is
 * for 0, as in English.
 */
export function frenchPlural(choice: number, choicesLength: number): number {
  const count = Math.abs(choice)
  if (choicesLength === 2) return count < 2 ? 0 : 1
  return count === 0 ? 0 : count < 2 ? 1 : 2
}
