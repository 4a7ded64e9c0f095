import type { Mention } from "./mentions";
import type { Span } from "./tag";

/** What a mention says about its item besides the item word and the leading quantity. */
export interface MentionAttributes {
  materials: string[];
  colours: string[];
  sizes: string[];
  specifications: string[];
  /** Material or colour taken from a part ("with a green glass shade"), because the item itself named none. */
  fromPart: boolean;
  /** The designer corrected themself inside the mention ("actually make that silk"). */
  corrected: boolean;
  /** "Two of those", said after the item. */
  recount: number | null;
  /** "For both windows", said after a plural item. */
  forCount: number | null;
  /** "About twelve metres", said after the item: an amount for fabric. */
  bareMetres: number | null;
}

type ListKind = "materials" | "colours" | "sizes";

/**
 * Gathers the attribute words inside a mention. Words about a part ("with cream leather seats") only
 * fill what the item itself left empty; after a correction, the new word replaces the one it corrects.
 */
export function attachAttributes(spans: readonly Span[], mention: Mention): MentionAttributes {
  const own = { materials: [] as string[], colours: [] as string[], sizes: [] as string[] };
  const part = { materials: [] as string[], colours: [] as string[], sizes: [] as string[] };
  const specifications: string[] = [];
  const replacing = new Set<ListKind>();
  let withClause: number | null = null;
  let corrected = false;
  let recount: number | null = null;
  let forCount: number | null = null;
  let bareMetres: number | null = null;

  const add = (kind: ListKind, value: string) => {
    const target = withClause === null ? own : part;
    if (replacing.delete(kind)) {
      own[kind].length = 0;
      part[kind].length = 0;
    }
    if (!target[kind].includes(value)) target[kind].push(value);
  };

  if (mention.quantity?.note) specifications.push(mention.quantity.note);
  for (let index = mention.start; index < mention.end; index += 1) {
    const span = spans[index]!;
    if (index === mention.head) continue;
    switch (span.kind) {
      case "material":
        add("materials", span.material.name);
        break;
      case "colour":
        add("colours", span.colour);
        break;
      case "size":
        add("sizes", span.size);
        break;
      case "descriptor":
        if (withClause === null && !specifications.includes(span.descriptor)) specifications.push(span.descriptor);
        break;
      case "dimension":
        if (span.dimension.bareMetres !== null && bareMetres === null) bareMetres = span.dimension.bareMetres;
        else add("sizes", span.dimension.text);
        break;
      case "recount":
        recount = span.count;
        break;
      case "forCount":
        forCount = span.count;
        break;
      case "seats":
        specifications.push(`seats ${span.count}`);
        break;
      case "correction":
        corrected = true;
        (["materials", "colours", "sizes"] as const).forEach((kind) => replacing.add(kind));
        break;
      case "word":
        if (span.word === "with" && withClause === null) withClause = index;
        break;
      default:
        break;
    }
  }
  if (withClause !== null) specifications.push(clauseText(spans, withClause, mention.end));

  let fromPart = false;
  const pick = (kind: ListKind) => {
    if (own[kind].length > 0 || part[kind].length === 0) return own[kind];
    fromPart = true;
    return part[kind];
  };
  return {
    materials: pick("materials"),
    colours: pick("colours"),
    sizes: own.sizes,
    specifications,
    fromPart,
    corrected,
    recount,
    forCount,
    bareMetres,
  };
}

const TRAILING_FILLERS = new Set(["and", "also", "plus", "then", "um", "uh", "oh", "so", "a", "an"]);

function clauseText(spans: readonly Span[], start: number, end: number): string {
  const words = spans.slice(start, end).map((span) => span.text);
  while (words.length > 1 && TRAILING_FILLERS.has(words[words.length - 1]!)) words.pop();
  return words.join(" ");
}
