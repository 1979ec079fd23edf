/**
 * The most bytes Casebook reads of one file, by what the file should hold (docs/decisions/0025).
 * A file over its limit is refused before it is read whole, with the limit in the message.
 */
export const fileLimits = {
  /**
   * A game log given to the command line. A real game is 5 to 50 hands (under 100 KiB); the
   * benchmark's 100,000-hand logs are about 71 MiB and must still read, with room to spare.
   */
  commandLineGameLog: 256 * 1024 * 1024,
  /** A trick file: one trick, a few hundred bytes; a whole deck written out is under 4 KiB. */
  trickFile: 64 * 1024,
  /** A game log opened in the app (about 14,000 hands): the app keeps and draws every hand. */
  appGameLog: 10 * 1024 * 1024,
  /** A library backup restored in the app: many game logs in one file. */
  backup: 50 * 1024 * 1024,
} as const
