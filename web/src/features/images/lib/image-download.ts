const JPEG_QUALITY = 0.92;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new window.Image();
    // Without CORS the canvas would be tainted and refuse to export.
    image.crossOrigin = "anonymous";
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Could not load ${url}`));
    image.src = url;
  });
}

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The image could not be encoded"))), "image/jpeg", JPEG_QUALITY),
  );
}

/** Saves the image as a JPG file, turned by `rotation` degrees (a multiple of 90) as the viewer shows it. */
export async function downloadAsJpeg(url: string, rotation: number, fileName: string): Promise<void> {
  const image = await loadImage(url);
  const sideways = rotation % 180 !== 0;
  const canvas = document.createElement("canvas");
  canvas.width = sideways ? image.naturalHeight : image.naturalWidth;
  canvas.height = sideways ? image.naturalWidth : image.naturalHeight;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Drawing on a canvas is not available");
  // JPG has no transparency: a transparent PNG would otherwise turn black.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((rotation * Math.PI) / 180);
  context.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const href = URL.createObjectURL(await canvasToJpeg(canvas));
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.click();
  // Some browsers start the download only after the click has been handled.
  window.setTimeout(() => URL.revokeObjectURL(href), 0);
}
