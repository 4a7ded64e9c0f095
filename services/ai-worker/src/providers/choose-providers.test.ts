import { describe, expect, it } from "vitest";
import { aiWorkerConfigSchema } from "../config";
import { chooseProviders } from ".";

const settings = {
  DATABASE_URL: "postgresql://localhost/atelier",
  REDIS_URL: "redis://localhost:6379",
  INTERNAL_SECRET: "providers-test-internal-secret-0123456789",
};
const providersFor = (env: Record<string, string>) => chooseProviders(aiWorkerConfigSchema.parse({ ...settings, ...env }));

describe("chooseProviders", () => {
  it("runs offline without an OpenAI key, also when the variable is set but empty", () => {
    expect(providersFor({}).name).toBe("offline");
    expect(providersFor({ OPENAI_API_KEY: "" }).name).toBe("offline");
  });

  it("uses OpenAI (or the compatible server named) once a key is set", () => {
    expect(providersFor({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: "http://127.0.0.1:9999/v1" }).name).toBe("openai");
  });

  it("leaves out an item the room-item rules refuse, keeping the rest of the note", async () => {
    const items = await providersFor({}).extractItems("We need an emerald velvet sofa and nine hundred thousand scatter cushions.", {});
    expect(items.map(({ name, quantity }) => ({ name, quantity }))).toEqual([{ name: "sofa", quantity: 1 }]);
  });

  it("names the items as the room's other items are capitalised, whichever provider heard them", async () => {
    const heard = (itemNames: string[]) => providersFor({}).extractItems("two oak side tables and a brass floor lamp", { itemNames }).then((items) => items.map((item) => item.name));
    expect(await heard(["Emerald Velvet Sofa", "Pair of Linen Curtains"])).toEqual(["Side Table", "Floor Lamp"]);
    expect(await heard(["Emerald velvet sofa"])).toEqual(["Side table", "Floor lamp"]);
    expect(await heard([])).toEqual(["side table", "floor lamp"]);
  });

  it("stops on S3 storage without its credentials", () => {
    expect(() => aiWorkerConfigSchema.parse({ ...settings, S3_ENDPOINT: "http://minio:9000" })).toThrow(/S3_ACCESS_KEY/);
  });
});
