import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { UserAvatar } from "./user-avatar";

/** jsdom never loads images; this stand-in reports every image as loaded at once. */
class InstantlyLoadedImage extends EventTarget {
  complete = false;
  naturalWidth = 0;
  crossOrigin: string | null = null;
  set src(_url: string) {
    this.complete = true;
    this.naturalWidth = 64;
  }
}

describe("UserAvatar", () => {
  it("shows the profile image when there is one", () => {
    vi.stubGlobal("Image", InstantlyLoadedImage);
    render(<UserAvatar user={{ firstName: "Thandi", lastName: "Nkosi", profileImageUrl: "/avatars/thandi.jpg" }} />);

    const image = screen.getByRole("img", { name: "Thandi Nkosi" });
    expect(image.getAttribute("src")).toBe("/avatars/thandi.jpg");
    expect(screen.queryByText("TN")).toBeNull();
  });

  it("shows the initials of the first and last name without an image", () => {
    render(<UserAvatar user={{ firstName: "thandi", lastName: "Nkosi", profileImageUrl: null }} />);

    expect(screen.getByText("TN")).toBeTruthy();
  });

  it('shows "U" when neither name is known', () => {
    render(<UserAvatar user={{ firstName: null, lastName: "  ", profileImageUrl: null }} />);

    expect(screen.getByText("U")).toBeTruthy();
  });
});
