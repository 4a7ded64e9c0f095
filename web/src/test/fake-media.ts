import { onTestFinished, vi } from "vitest";

/**
 * The little of the browser's media stack the recorder uses, which jsdom lacks: a microphone
 * (granted, or refused with `denied`), a MediaRecorder that yields one chunk on stop, an audio
 * analyser reading half scale, and object URLs. Everything is put back when the test finishes.
 */
export function fakeMicrophone({ denied = false }: { denied?: boolean } = {}) {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] };
  const getUserMedia = vi.fn(async () => {
    if (denied) throw new DOMException("Permission denied", "NotAllowedError");
    return stream;
  });

  class FakeMediaRecorder {
    static isTypeSupported = () => true;
    readonly mimeType = "audio/webm;codecs=opus";
    state: "inactive" | "recording" = "inactive";
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    start() {
      this.state = "recording";
    }
    stop() {
      this.state = "inactive";
      this.ondataavailable?.({ data: new Blob(["opus"], { type: this.mimeType }) });
      this.onstop?.();
    }
  }

  class FakeAudioContext {
    createAnalyser() {
      return { fftSize: 0, frequencyBinCount: 4, getByteFrequencyData: (samples: Uint8Array) => samples.fill(64) };
    }
    createMediaStreamSource() {
      return { connect: () => undefined };
    }
    close() {
      return Promise.resolve();
    }
  }

  vi.stubGlobal("MediaRecorder", FakeMediaRecorder);
  vi.stubGlobal("AudioContext", FakeAudioContext);
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = () => "blob:recording";
  URL.revokeObjectURL = () => undefined;
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, "mediaDevices");
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  return { getUserMedia, track };
}
