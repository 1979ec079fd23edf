import { afterAll } from 'vitest'
import { everyFetchSettled } from '../../../src/renderer/src/fetched-once'

/*
 * A screen fetches what it needs the first time it is drawn (a game's screens, its words, its
 * rules reference), and no test waits for all of it. On a busy machine such a fetch could still be
 * importing modules when the file's test environment is torn down, which Vitest reports as an
 * error after every test passed (seen with a game's screens, fetched for the sheet). Each renderer
 * test file waits for the fetches it started before it ends.
 */
afterAll(everyFetchSettled)
