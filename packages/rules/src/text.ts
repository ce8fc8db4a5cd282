/** Length as members count it: one per character (code point), whatever its UTF-16 length. */
export function characterCount(text: string): number {
  return [...text].length;
}
