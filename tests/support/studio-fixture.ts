import { afterAll, beforeAll } from "vitest";
import { newProject, signedInDesigner } from "./designers";
import type { TestClient } from "./http-client";
import { startTestStack, type TestStack } from "./test-stack";

export interface StudioFixture {
  stack: TestStack;
  /** A signed-in designer of a new studio. */
  designer: TestClient;
  /** A project of that studio. */
  projectId: string;
}

/** For a test file: the stack, a designer of a new studio and one project, ready before its tests run. */
export function studioWithProject(): StudioFixture {
  const fixture = {} as StudioFixture;
  beforeAll(async () => {
    fixture.stack = await startTestStack();
    fixture.designer = (await signedInDesigner(fixture.stack.gatewayUrl)).client;
    fixture.projectId = (await fixture.designer.post("/api/projects", newProject)).json.id;
  });
  afterAll(() => fixture.stack.close());
  return fixture;
}
