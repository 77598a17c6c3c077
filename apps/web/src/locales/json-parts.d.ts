// The parts of a locale file (locale-parts.ts serves them).
declare module '*.json?first' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?rest' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?staff' {
  const texts: Record<string, unknown>;
  export default texts;
}
