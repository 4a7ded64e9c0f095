/** A number read from the token stream: its value and how many tokens it used. */
export interface ParsedNumber {
  value: number;
  length: number;
}

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16,
  seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const DIGIT_WORDS: Record<string, number> = { ...UNITS, oh: 0, o: 0 };
const NUMERAL = /^\d+(\.\d+)?$/;

/**
 * Reads the number spoken at tokens[start]: "twenty four", "one hundred and twenty",
 * "two point four", "point eight", "one and a half", "a dozen", or digits.
 * Neighbouring numbers that cannot form one number stay apart ("twelve twelve", "six and eight").
 */
export function parseNumberAt(tokens: readonly string[], start: number): ParsedNumber | null {
  const whole = parseWholeNumber(tokens, start);
  let value = whole?.value ?? 0;
  let index = start + (whole?.length ?? 0);

  if (tokens[index] === "point") {
    const fraction = parseDecimalDigits(tokens, index + 1);
    if (fraction) {
      value = Number(`${value}.${fraction.digits}`);
      index += 1 + fraction.length;
    } else if (!whole) {
      return null;
    }
  } else if (!whole) {
    return null;
  }

  if (whole && tokens[index] === "and" && tokens[index + 1] === "a" && tokens[index + 2] === "half") {
    value += 0.5;
    index += 3;
  }
  return { value, length: index - start };
}

function parseWholeNumber(tokens: readonly string[], start: number): ParsedNumber | null {
  const first = tokens[start];
  if (first === undefined) return null;
  if (NUMERAL.test(first)) return { value: Number(first), length: 1 };
  if (first === "dozen") return { value: 12, length: 1 };
  if (first === "a" && tokens[start + 1] === "dozen") return { value: 12, length: 2 };

  let total = 0;
  let group = 0;
  let index = start;
  // The last kind of word read decides what may follow: "twenty" takes a unit, "hundred" takes "and".
  let last: "none" | "unit" | "teen" | "tens" | "hundred" | "thousand" = "none";
  while (index < tokens.length) {
    const word = tokens[index]!;
    const unit = UNITS[word];
    const tens = TENS[word];
    if (unit !== undefined && (last === "none" || last === "tens" || last === "hundred" || last === "thousand")) {
      if (last === "tens" && unit >= 10) break;
      group += unit;
      last = unit >= 10 ? "teen" : "unit";
    } else if (tens !== undefined && (last === "none" || last === "hundred" || last === "thousand")) {
      group += tens;
      last = "tens";
    } else if (word === "hundred" && (last === "unit" || last === "teen" || last === "none")) {
      group = (group || 1) * 100;
      last = "hundred";
    } else if (word === "thousand" && last !== "thousand" && last !== "none") {
      total += group * 1000;
      group = 0;
      last = "thousand";
    } else if (word === "and" && (last === "hundred" || last === "thousand") && isNumberWord(tokens[index + 1])) {
      // "one hundred and twenty": the "and" belongs to the number only after hundred or thousand.
    } else {
      break;
    }
    index += 1;
  }
  if (last === "none") return null;
  return { value: total + group, length: index - start };
}

function parseDecimalDigits(tokens: readonly string[], start: number): { digits: string; length: number } | null {
  let digits = "";
  let index = start;
  while (index < tokens.length) {
    const digit = DIGIT_WORDS[tokens[index]!];
    if (digit === undefined || digit > 9) break;
    digits += String(digit);
    index += 1;
  }
  if (digits === "") return null;
  return { digits, length: index - start };
}

function isNumberWord(word: string | undefined): boolean {
  return word !== undefined && (UNITS[word] !== undefined || TENS[word] !== undefined);
}
