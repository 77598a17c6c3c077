/** Up to two letters for an avatar: first and last word of the name ('Nguyễn Văn An' -> 'NA'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return (first.charAt(0) + (last?.charAt(0) ?? '')).toLocaleUpperCase('vi');
}
