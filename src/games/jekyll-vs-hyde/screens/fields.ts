/** The fields the round form shows problems beside; `form` holds those of no field on screen. */
export const fields = {
  form: 'form',
  jekyll: 'jekyll',
  tricks: 'tricks',
  record: 'record',
  note: 'note',
} as const

const byKey: Readonly<Record<string, string>> = {
  jekyll: fields.jekyll,
  tricks: fields.tricks,
  record: fields.record,
  note: fields.note,
}

/** Which field a problem of the log with this round in it is shown beside; null: not this round. */
export function fieldOf(path: string, handIndex: number): string | null {
  const at = `hands[${handIndex}]`
  if (path !== at && !path.startsWith(`${at}.`)) return null
  const top = /^\.([^.[\]]+)/.exec(path.slice(at.length))?.[1]
  return (top !== undefined ? byKey[top] : undefined) ?? fields.form
}
