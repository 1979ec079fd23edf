import { afterAll } from 'vitest'
import { referencesFetched } from '../../../src/renderer/src/rules/references'

/*
 * A rule link fetches its game's rules reference when it is drawn, and no test waits for the label.
 * On a busy machine that fetch could still be importing modules when the file's test environment
 * is torn down, which Vitest reports as an error after every test passed. Each renderer test file
 * waits for the fetches it started before it ends.
 */
afterAll(referencesFetched)
