/*
 * The sync server's heartbeat (decision 0060): a browser's WebSocket never shows the pings of the
 * WebSocket protocol, so a device could not tell a connection that stalls without closing from a
 * quiet one. The server sends each connection this small message every few seconds; automerge-repo
 * drops a message of a type it does not know, so a device of an older version ignores it.
 */

/** The `type` of the heartbeat message, a CBOR map like automerge-repo's own messages. */
export const serverHeartbeatType = 'casebook-heartbeat'

/** How often the server sends it. */
export const serverHeartbeatMs = 2_000

/**
 * How long a device that has heard one heartbeat waits, hearing nothing, before it takes the
 * connection as stalled: three heartbeats missed.
 */
export const serverSilenceMs = 3 * serverHeartbeatMs
