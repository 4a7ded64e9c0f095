/**
 * Splits a transcript into lower-case word tokens. The offline transcriber emits no punctuation,
 * but typed or pasted text may: hyphens become word breaks ("king-size" reads as "king size"),
 * decimal points between digits survive ("2.4"), and apostrophes inside words stay ("client's").
 */
export function tokenise(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/(\d),(\d{3})/g, "$1$2")
    .replace(/(\d)\.(\d)/g, "$1\u0000$2")
    .replace(/[^a-z0-9'\u0000\u00e0-\u00ff]+/g, " ")
    .replace(/\u0000/g, ".")
    .split(" ")
    .map((token) => token.replace(/^'+|'+$/g, ""))
    .filter((token) => token.length > 0);
}
