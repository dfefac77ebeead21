// The `ilike` pattern of every "contains" search (forum posts, participants): the user's text anywhere, in any
// case, with their own `%`, `_` and `\` taken literally.

/** `%text%` for ILIKE, with the user's own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
