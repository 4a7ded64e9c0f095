import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HttpError } from "./http-error";
import { parseInput } from "./validate";

const schema = z.object({
  title: z.string().min(1, "Title is required"),
  attendees: z.array(z.object({ email: z.string().email("Enter a valid email") })).min(1, "Add at least one attendee"),
});

describe("parseInput", () => {
  it("returns the parsed value", () => {
    expect(parseInput(schema, { title: "Site visit", attendees: [{ email: "a@b.co" }] })).toEqual({
      title: "Site visit",
      attendees: [{ email: "a@b.co" }],
    });
  });

  it("throws a 400 naming each field path and reason", () => {
    try {
      parseInput(schema, { title: "", attendees: [{ email: "x" }] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).toBody()).toEqual({
        message: "Validation failed",
        errors: { title: ["Title is required"], "attendees.0.email": ["Enter a valid email"] },
      });
    }
  });

  it("puts errors about the whole body under _", () => {
    expect(() => parseInput(schema, "not an object")).toThrow(HttpError);
    try {
      parseInput(schema, null);
    } catch (error) {
      expect(Object.keys((error as HttpError).errors!)).toEqual(["_"]);
    }
  });
});
