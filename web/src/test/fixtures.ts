import type { User } from "@atelier/contracts";

export const thandi: User = {
  id: "6f1c2f7e-7d0b-4a4e-9d1a-2f6c1b7e9a10",
  email: "thandi@studio.co.za",
  firstName: "Thandi",
  lastName: "Nkosi",
  profileImageUrl: null,
  studio: { id: "0b7f5a8e-3c1d-4e2f-8a9b-1c2d3e4f5a6b", name: "Nkosi Interiors" },
};
