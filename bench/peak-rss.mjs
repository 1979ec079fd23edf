// Loaded with `node --import` into a command the bench measures: at exit, writes the process's
// peak resident memory (KiB, from the kernel's own count) to file descriptor 3.
import { writeSync } from 'node:fs'

process.on('exit', () => writeSync(3, String(process.resourceUsage().maxRSS)))
