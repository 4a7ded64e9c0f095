const IRREGULAR_PLURALS: Record<string, string> = {
  shelf: "shelves",
  knife: "knives",
  leaf: "leaves",
  chaise: "chaises",
  series: "series",
  glassware: "glassware",
  tableware: "tableware",
  bedding: "bedding",
  art: "art",
  fabric: "fabrics",
  photography: "photography",
  crockery: "crockery",
};

/** The plural of a noun phrase: only its last word changes ("bedside table" → "bedside tables"). */
export function pluralise(phrase: string): string {
  const words = phrase.split(" ");
  const last = words.pop()!;
  return [...words, pluraliseWord(last)].join(" ");
}

function pluraliseWord(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return irregular;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}
