/** Initials for a user without a picture: first letters of the first two words ("Nusrat Jahan" -> "NJ"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0]!.toUpperCase())
    .join('');
}
