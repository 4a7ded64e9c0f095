/** How a room's item names are capitalised: "Velvet Lounge Chair", "Velvet lounge chair" or "velvet lounge chair". */
export type NameStyle = "title" | "sentence" | "lower";

/** Words Title Case leaves lowercase after the first ("Chair with Arms", "Pair of Lamps"). */
const MINOR_WORDS = new Set(["a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to", "with"]);

const hasLetters = (word: string) => /\p{L}/u.test(word);
/** "TV", "LED": kept as written in every style. */
const isAcronym = (word: string) => word.length > 1 && word === word.toUpperCase() && hasLetters(word);
const startsUpper = (word: string) => /^\P{L}*\p{Lu}/u.test(word);
const words = (name: string) => name.trim().split(/\s+/).filter(hasLetters);

/**
 * What one name says about the style: a name whose later words are capitalised is Title Case, one whose
 * later words are lowercase is sentence case (or lowercase, by its first word). A lone capitalised word
 * ("Sofa") fits both Title Case and sentence case, so it says only "capitalised".
 */
function styleOfName(name: string): NameStyle | "capitalised" | null {
  const [first, ...rest] = words(name);
  if (first === undefined) return null;
  const later = rest.filter((word) => !isAcronym(word) && !MINOR_WORDS.has(word.toLowerCase()));
  if (!startsUpper(first)) return later.some(startsUpper) ? null : "lower";
  if (later.length === 0) return "capitalised";
  const capitalised = later.filter(startsUpper).length;
  return capitalised * 2 > later.length ? "title" : "sentence";
}

/**
 * The style most of the room's item names are in; capitalised single words alone count as sentence case
 * (which they also are). Null when no name tells: new names are then left as the extractor gave them.
 */
export function nameStyleOf(names: readonly string[]): NameStyle | null {
  const votes = new Map<NameStyle | "capitalised", number>();
  for (const style of names.map(styleOfName)) if (style) votes.set(style, (votes.get(style) ?? 0) + 1);
  const decisive = (["title", "sentence", "lower"] as const).filter((style) => votes.has(style));
  if (decisive.length === 0) return votes.has("capitalised") ? "sentence" : null;
  return decisive.reduce((best, style) => (votes.get(style)! > votes.get(best)! ? style : best));
}

const capitalise = (word: string) => word.replace(/\p{L}/u, (letter) => letter.toUpperCase());

/** The name written in the style; acronyms stay as they are. */
export function inNameStyle(name: string, style: NameStyle): string {
  let seenFirst = false;
  return name.replace(/\S+/g, (word) => {
    if (!hasLetters(word)) return word;
    const first = !seenFirst;
    seenFirst = true;
    if (isAcronym(word)) return word;
    const lower = word.toLowerCase();
    if (style === "lower") return lower;
    if (first) return capitalise(lower);
    if (style === "sentence" || MINOR_WORDS.has(lower)) return lower;
    return lower.split("-").map(capitalise).join("-");
  });
}
