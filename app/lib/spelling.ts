/**
 * "Did you mean" for a search that found nothing (issue 43, item 7): each word of the term that
 * the site's own words (titles, categories, tags, authors) do not hold is replaced by the closest
 * of them, a letter or two away, as a reader mistypes.
 */

/** A text's words: lower case, accents folded, letters and digits only, three or more of them. */
export function wordsOf(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);
}

/**
 * The edits (a letter added, dropped, changed, or two swapped) between `a` and `b`, or `max + 1`
 * once it is known to be more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current.push(value);
      smallest = Math.min(smallest, value);
    }
    if (smallest > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The edits a word of this length may be away: 1 up to five letters, 2 beyond. */
const allowedEdits = (word: string) => (word.length <= 5 ? 1 : 2);

/**
 * The term with each word that `vocabulary` does not hold replaced by its closest word there (the
 * more frequent on a tie: `vocabulary` in order of preference), or undefined when every word is
 * known already or one has nothing close.
 */
export function correctedTerm(term: string, vocabulary: readonly string[]): string | undefined {
  const known = new Set(vocabulary);
  const words = wordsOf(term);
  if (words.length === 0 || words.every((word) => known.has(word))) return undefined;
  const corrected: string[] = [];
  for (const word of words) {
    if (known.has(word)) {
      corrected.push(word);
      continue;
    }
    const max = allowedEdits(word);
    let best: { word: string; edits: number } | undefined;
    for (const candidate of known) {
      const edits = editDistance(word, candidate, max);
      if (edits <= max && (!best || edits < best.edits)) best = { word: candidate, edits };
      if (best?.edits === 1) break;
    }
    if (!best) return undefined;
    corrected.push(best.word);
  }
  return corrected.join(" ");
}
