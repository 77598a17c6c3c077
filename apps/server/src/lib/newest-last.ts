/**
 * Sets `key` as the newest entry of a Map kept in least-recently-set order (deleting first moves
 * a rewritten key to the end), then drops the oldest until at most `maxEntries` remain.
 */
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, maxEntries: number): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= maxEntries) break;
    map.delete(oldest);
  }
}
