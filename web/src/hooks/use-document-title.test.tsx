import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useDocumentTitle } from "./use-document-title";

function Screen({ parts }: { parts: string[] }) {
  useDocumentTitle(...parts);
  return null;
}

describe("useDocumentTitle", () => {
  it("names the browser tab after the screen, most specific first, and follows it as it changes", () => {
    const { rerender } = render(<Screen parts={["Bishopscourt Manor", "Design", "Atelier"]} />);
    expect(document.title).toBe("Bishopscourt Manor · Design · Atelier");

    rerender(<Screen parts={["Bishopscourt Manor", "Orders", "Atelier"]} />);
    expect(document.title).toBe("Bishopscourt Manor · Orders · Atelier");
  });
});
