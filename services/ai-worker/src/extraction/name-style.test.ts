import { describe, expect, it } from "vitest";
import { inNameStyle, nameStyleOf } from "./name-style";

describe("nameStyleOf", () => {
  it("reads the style most of the room's names are in", () => {
    expect(nameStyleOf(["Emerald Velvet Sofa", "Pair of Brass Lamps", "Side table"])).toBe("title");
    expect(nameStyleOf(["Emerald velvet sofa", "Pair of brass lamps", "Oak Side Table"])).toBe("sentence");
    expect(nameStyleOf(["emerald velvet sofa", "brass lamp"])).toBe("lower");
  });

  it("takes capitalised single words as sentence case unless a longer name says Title Case", () => {
    expect(nameStyleOf(["Sofa", "Ottoman"])).toBe("sentence");
    expect(nameStyleOf(["Sofa", "Ottoman", "Coffee Table"])).toBe("title");
  });

  it("reads acronyms as neither and leaves the style to the other words", () => {
    expect(nameStyleOf(["TV unit", "LED strip"])).toBe("sentence");
    expect(nameStyleOf(["TV Unit"])).toBe("title");
  });

  it("has no style for a room without named items", () => {
    expect(nameStyleOf([])).toBeNull();
    expect(nameStyleOf(["", "  ", "120 × 60"])).toBeNull();
  });
});

describe("inNameStyle", () => {
  it("writes a name in Title Case, leaving minor words lowercase after the first", () => {
    expect(inNameStyle("bedside lamp", "title")).toBe("Bedside Lamp");
    expect(inNameStyle("chair with arms", "title")).toBe("Chair with Arms");
    expect(inNameStyle("the wall-mounted mirror", "title")).toBe("The Wall-Mounted Mirror");
  });

  it("writes a name in sentence case or lowercase", () => {
    expect(inNameStyle("Emerald Velvet Sofa", "sentence")).toBe("Emerald velvet sofa");
    expect(inNameStyle("Emerald Velvet Sofa", "lower")).toBe("emerald velvet sofa");
  });

  it("keeps acronyms and spacing as they are", () => {
    expect(inNameStyle("LED floor lamp", "title")).toBe("LED Floor Lamp");
    expect(inNameStyle("TV Unit", "lower")).toBe("TV unit");
    expect(inNameStyle("3-seater sofa", "title")).toBe("3-Seater Sofa");
  });
});
