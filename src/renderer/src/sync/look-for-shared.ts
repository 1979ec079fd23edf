/** How a join page goes on looking for a document the server did not send (yet). */
export interface LookingFor {
  /** How long the server is asked again once it can answer, before "not found" is said. */
  lookingForMs: number
  lookAgainAfterMs: number
  /** The server has no room for this device now: it cannot answer, so the time does not count. */
  isServerFull(): boolean
  /** The page was left: nobody waits for the answer any more. */
  isLeft(): boolean
  now(): number
  wait(ms: number): Promise<void>
}

/**
 * Looks for a shared document until it is found, the page is left, or the server, able to answer,
 * has not sent it for `lookingForMs`. The time counts from the last moment the server was full:
 * a device let in after a wait is first answered "not there" (its repository took the document
 * as missing while it waited), and must still give the server time to send it.
 */
export async function lookForShared<Outcome>(
  look: () => Promise<Outcome>,
  isNotFound: (outcome: Outcome) => boolean,
  how: LookingFor,
): Promise<Outcome> {
  let countingSince = how.now()
  let outcome = await look()
  while (!how.isLeft() && isNotFound(outcome)) {
    if (how.isServerFull()) countingSince = how.now()
    else if (how.now() - countingSince >= how.lookingForMs) break
    await how.wait(how.lookAgainAfterMs)
    // Left while it waited: nobody asks any more, and a game found now must not open.
    if (how.isLeft()) break
    outcome = await look()
  }
  return outcome
}
