import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { image } from "@/test/fixtures";
import { renderWithProviders } from "@/test/providers";
import { ImageViewerDialog } from "./image-viewer-dialog";

function openViewer() {
  renderWithProviders(<ImageViewerDialog image={image()} label="Design concept 1" onClose={() => undefined} />);
  const dialog = screen.getByRole("dialog", { name: "Image Viewer" });
  const picture = within(dialog).getByRole("img", { name: image().prompt ?? "" });
  return {
    dialog,
    zoom: () => within(dialog).getByRole("status", { name: "Zoom" }).textContent,
    transform: () => picture.style.transform,
    click: (name: string, times = 1) => {
      for (let i = 0; i < times; i += 1) fireEvent.click(within(dialog).getByRole("button", { name }));
    },
  };
}

describe("ImageViewerDialog", () => {
  it("zooms in steps of 1.5 between 10% and 500%", () => {
    const viewer = openViewer();

    expect(viewer.zoom()).toBe("100%");
    viewer.click("Zoom in");
    expect(viewer.zoom()).toBe("150%");
    viewer.click("Zoom in", 10);
    expect(viewer.zoom()).toBe("500%");
    expect(viewer.transform()).toBe("scale(5) rotate(0deg)");
    viewer.click("Zoom out", 20);
    expect(viewer.zoom()).toBe("10%");
    expect(viewer.transform()).toBe("scale(0.1) rotate(0deg)");
  });

  it("zooms with the mouse wheel by 1.1 and 0.9", () => {
    const viewer = openViewer();
    const stage = screen.getByRole("img").parentElement as HTMLElement;

    fireEvent.wheel(stage, { deltaY: -100 });
    expect(viewer.zoom()).toBe("110%");
    fireEvent.wheel(stage, { deltaY: 100 });
    expect(viewer.zoom()).toBe("99%");
  });

  it("rotates in 90 degree steps and resets", () => {
    const viewer = openViewer();

    viewer.click("Rotate");
    expect(viewer.transform()).toBe("scale(1) rotate(90deg)");
    viewer.click("Rotate", 2);
    expect(viewer.transform()).toBe("scale(1) rotate(270deg)");
    viewer.click("Rotate");
    expect(viewer.transform()).toBe("scale(1) rotate(0deg)");

    viewer.click("Rotate");
    viewer.click("Zoom in");
    viewer.click("Reset");
    expect(viewer.transform()).toBe("scale(1) rotate(0deg)");
  });

  it("answers +, - and r from the keyboard", () => {
    const viewer = openViewer();

    fireEvent.keyDown(viewer.dialog, { key: "+" });
    expect(viewer.zoom()).toBe("150%");
    fireEvent.keyDown(viewer.dialog, { key: "-" });
    expect(viewer.zoom()).toBe("100%");
    fireEvent.keyDown(viewer.dialog, { key: "r" });
    expect(viewer.transform()).toBe("scale(1) rotate(90deg)");
  });
});
