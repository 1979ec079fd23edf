import { personName } from '../../../../engine/stats/people'

/** The longest name a device may go by at a table, as long as a player's name on the sheet. */
export const tableNameMaxLength = 40

/**
 * What is wrong with a name typed for this device, as a message key, or null: it is trimmed
 * (as the history trims people's names), and 1 to 40 characters long.
 */
export function tableNameProblem(typed: string): string | null {
  const name = personName(typed)
  if (name === '') return 'sharing.tableName.problems.empty'
  if (name.length > tableNameMaxLength) return 'sharing.tableName.problems.tooLong'
  return null
}
