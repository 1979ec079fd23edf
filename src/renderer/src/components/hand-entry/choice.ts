/** One option of a ChoiceGroup. */
export interface Choice {
  value: string
  label: string
  hint?: string | undefined
  testid?: string | undefined
}

/** The players as options, in seat order, each with its test id `<prefix>-<player id>`. */
export function playerChoices(
  players: readonly string[],
  name: (id: string) => string,
  prefix: string,
): (Choice & { testid: string })[] {
  return players.map((value) => ({ value, label: name(value), testid: `${prefix}-${value}` }))
}
