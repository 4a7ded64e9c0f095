import { TestClient, uniqueEmail } from "./http-client";

/** A newly registered designer (in a studio of their own), signed in. */
export async function signedInDesigner(gatewayUrl: string) {
  const client = new TestClient(gatewayUrl);
  const response = await client.post("/api/register", { email: uniqueEmail(), password: "s3cret-pass", firstName: "Nomsa", lastName: "Mahlangu" });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${response.text}`);
  return { client, user: response.json as { id: string; studio: { id: string } } };
}

export const newProject = {
  name: "Constantia Residence",
  description: "Full interior for a family home",
  clientName: "Pieter van der Merwe",
  clientEmail: "pieter@example.co.za",
  budget: 850000,
  startDate: "2026-11-02",
};
