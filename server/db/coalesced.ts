// Lookups by key that arrive in the same turn of the event loop, answered by one statement for
// all their keys. On PostgreSQL a statement is a round trip whose socket writes and process
// wake-ups cost the node and the database more than a one-row lookup itself, and every API call
// looks up its session: concurrent calls then share one statement. A lookup is only ever
// answered by a statement sent after it was asked, so its answer is as fresh as a statement of
// its own would have been.

/** `loadAll` answers the rows found for the distinct keys it is given, by key. */
export function coalesced<K, V>(loadAll: (keys: K[]) => Promise<Map<K, V>>): (key: K) => Promise<V | undefined> {
  let gathering: { keys: Set<K>; answer: Promise<Map<K, V>> } | undefined;
  return async (key) => {
    if (!gathering) {
      const keys = new Set<K>();
      // setImmediate runs after the event loop has read every request that had arrived.
      const answer = new Promise<Map<K, V>>((resolve, reject) =>
        setImmediate(() => {
          gathering = undefined;
          loadAll([...keys]).then(resolve, reject);
        }),
      );
      gathering = { keys, answer };
    }
    gathering.keys.add(key);
    return (await gathering.answer).get(key);
  };
}
