import { describe, expect, it } from "vitest";
import { emailField } from "./auth";
import { dateOnly, dateTime, moneyInput, optionalWebUrl, text } from "./fields";
import { extractedItemSchema } from "./voice";

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe("dates", () => {
  it("keep to the years 1900 to 2200", () => {
    for (const date of ["1900-01-01", "2026-11-22", "2200-12-31"]) expect(dateOnly("Start date").parse(date)).toBe(date);
    for (const date of ["0000-01-01", "1899-12-31", "2201-01-01", "9999-12-31"]) {
      expect(messages(dateOnly("Start date").safeParse(date))).toEqual(["Start date must be in the years 1900 to 2200"]);
    }
  });

  it("with a time keep to the same years, as written", () => {
    expect(dateTime().parse("1900-01-01T00:30:00+01:00")).toBe("1900-01-01T00:30:00+01:00");
    expect(messages(dateTime().safeParse("0000-01-01T00:00:00Z"))).toEqual(["Please choose a date in the years 1900 to 2200"]);
    expect(messages(dateTime().safeParse("2201-01-01T00:00:00Z"))).toEqual(["Please choose a date in the years 1900 to 2200"]);
    expect(messages(dateTime().safeParse("tomorrow"))).toEqual(["Please choose a date and time"]);
  });
});

describe("money", () => {
  const budget = moneyInput("Budget");

  it("takes rand as typed in South Africa, and the numbers and strings API callers send", () => {
    for (const typed of ["R 2 500 000", "2 500 000,00", "2500000", "R2,500,000.00", 2500000, "2500000.00"]) {
      expect(budget.parse(typed), String(typed)).toBe("2500000.00");
    }
  });

  it("says what is wrong with an amount it cannot read", () => {
    expect(messages(budget.safeParse("2 500,000"))).toEqual(["Budget could be read two ways: put a comma or point only before the cents, e.g. R 2 500 000,00"]);
    expect(messages(budget.safeParse("25 00"))).toEqual(["Budget must group thousands in threes with one kind of separator, e.g. R 2 500 000"]);
    expect(messages(budget.safeParse("12.345"))).toEqual(["Budget must be an amount in rand with at most two decimals"]);
    expect(messages(budget.safeParse(-5))).toEqual(["Budget must be an amount in rand with at most two decimals"]);
    expect(messages(budget.safeParse("10 000 000 000"))).toEqual(["Budget must be less than R 10,000,000,000.00"]);
    expect(messages(budget.safeParse(undefined))).toEqual(["Budget must be an amount in rand"]);
  });
});

describe("web addresses", () => {
  const url = optionalWebUrl();

  it("are http or https", () => {
    expect(url.parse("https://images.example/a.png")).toBe("https://images.example/a.png");
    expect(url.parse("http://images.example/a.png")).toBe("http://images.example/a.png");
    expect(url.parse("")).toBeNull();
  });

  it("are never scripts, data or relative paths", () => {
    for (const value of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,<b>x</b>", "vbscript:x", "file:///etc/passwd", "/images/a.png", "images.example/a.png"]) {
      expect(url.safeParse(value).success, value).toBe(false);
    }
  });

  it("hold no tab or line break, which the URL parser would skip but a calendar line would not", () => {
    for (const value of ["https://meet.example/x\r\nATTENDEE:mailto:a@b.c", "https://meet.example/\tx"]) {
      expect(messages(url.safeParse(value)), JSON.stringify(value)).toEqual(["Must be one web address, without tabs or line breaks"]);
    }
  });

  it("are kept as the URL parser writes them out", () => {
    expect(url.parse("HTTPS://Meet.Example/room one?x=ä")).toBe("https://meet.example/room%20one?x=%C3%A4");
  });
});

describe("text", () => {
  it("refuses bidirectional overrides and isolates, which make a name read other than it is", () => {
    for (const value of ["abc\u202Egnp.exe", "a\u202Ab", "a\u2066b\u2069"]) expect(text().safeParse(value).success, JSON.stringify(value)).toBe(false);
    expect(text().parse("Zoë 🐑 \u200D עברית")).toBe("Zoë 🐑 \u200D עברית");
  });
});

describe("e-mail addresses", () => {
  it("refuse angle brackets, spaces and quotes", () => {
    for (const value of ["<script>@x.co", "a>b@x.co", "a b@x.co", '"a"@x.co', "a@x.co\u0000", "a,b@x.co", "a@b@x.co"]) {
      expect(emailField.safeParse(value).success, value).toBe(false);
    }
  });

  it("take ordinary addresses, apostrophes and plus tags included", () => {
    for (const value of ["demo@atelier.studio", "o'brien@example.co.za", "thandi+quotes@example.com"]) expect(emailField.parse(value)).toBe(value);
  });
});

describe("extracted items", () => {
  const item = {
    name: "dining chair",
    quantity: 2,
    unit: "each",
    material: "oak",
    color: null,
    size: null,
    specifications: null,
    category: "furniture",
    estimatedCost: "13000.00",
    confidence: 0.9,
  };
  const fieldsIn = (input: unknown) => extractedItemSchema.safeParse(input).error?.issues.map((issue) => issue.path.join("."));

  it("follow the rules of adding an item", () => {
    expect(extractedItemSchema.parse(item)).toEqual(item);
    expect(fieldsIn({ ...item, name: "  " })).toEqual(["name"]);
    expect(fieldsIn({ ...item, quantity: 0 })).toEqual(["quantity"]);
    expect(fieldsIn({ ...item, quantity: -3 })).toContain("quantity");
    expect(fieldsIn({ ...item, quantity: 1e300 })).toEqual(["quantity"]);
    expect(fieldsIn({ ...item, estimatedCost: "-1.00" })).toEqual(["estimatedCost"]);
    expect(fieldsIn({ ...item, estimatedCost: "99999999999999.00" })).toEqual(["estimatedCost"]);
    expect(fieldsIn({ ...item, confidence: 1.5 })).toEqual(["confidence"]);
    expect(fieldsIn({ ...item, confidence: -0.1 })).toEqual(["confidence"]);
    expect(fieldsIn({ ...item, size: "x".repeat(101) })).toEqual(["size"]);
    expect(fieldsIn({ ...item, specifications: "x".repeat(2001) })).toEqual(["specifications"]);
  });
});
