import { useEffect, useRef, useState } from "react";
import { toastFailure } from "@/hooks/use-toast";

/* Spec section 9: webm with opus, echo cancellation, noise suppression and auto gain on. */
const AUDIO_CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
};
const PREFERRED_MIME_TYPE = "audio/webm;codecs=opus";
const TIMER_INTERVAL_MS = 1000;
const LEVEL_INTERVAL_MS = 100;

/** A finished recording and the URL its playback reads from. */
interface Recording {
  blob: Blob;
  url: string;
}

type RecorderState = "idle" | "recording" | "stopped";

/** What an ongoing recording holds on to, all of it let go when it stops. */
interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
  audioContext: AudioContext;
  intervals: number[];
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

function release({ stream, audioContext, intervals }: Session): void {
  for (const interval of intervals) window.clearInterval(interval);
  stopTracks(stream);
  void audioContext.close();
}

/** The loudness of the input, 0 to 100, from the analyser's frequency bins (half scale reads as full). */
function levelOf(samples: Uint8Array): number {
  const average = samples.reduce((sum, sample) => sum + sample, 0) / Math.max(samples.length, 1);
  return Math.min(100, Math.round((average / 128) * 100));
}

/**
 * The microphone recorder: idle, recording (with the elapsed seconds and the input level), stopped
 * with a recording held. The microphone is released when a recording stops and when the caller unmounts.
 */
export function useAudioRecorder() {
  const [isStarting, setIsStarting] = useState(false);
  const [isRecording, setIsRecording] = useState(false);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const [level, setLevel] = useState(0);
  const session = useRef<Session | null>(null);
  const mounted = useRef(false);

  // The playback URL lives as long as its recording is held.
  useEffect(() => (recording ? () => URL.revokeObjectURL(recording.url) : undefined), [recording]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const current = session.current;
      if (!current) return;
      current.recorder.onstop = null;
      if (current.recorder.state !== "inactive") current.recorder.stop();
      release(current);
      session.current = null;
    };
  }, []);

  function begin(stream: MediaStream): Session {
    const recorder = new MediaRecorder(
      stream,
      MediaRecorder.isTypeSupported(PREFERRED_MIME_TYPE) ? { mimeType: PREFERRED_MIME_TYPE } : undefined,
    );
    const audioContext = new AudioContext();
    try {
      const analyser = audioContext.createAnalyser();
      analyser.fftSize = 256;
      audioContext.createMediaStreamSource(stream).connect(analyser);
      const samples = new Uint8Array(analyser.frequencyBinCount);
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.start();

      const startedAt = Date.now();
      const current: Session = {
        recorder,
        stream,
        audioContext,
        intervals: [
          window.setInterval(() => setElapsedSeconds(Math.floor((Date.now() - startedAt) / 1000)), TIMER_INTERVAL_MS),
          window.setInterval(() => {
            analyser.getByteFrequencyData(samples);
            setLevel(levelOf(samples));
          }, LEVEL_INTERVAL_MS),
        ],
      };
      recorder.onstop = () => {
        release(current);
        session.current = null;
        const blob = new Blob(chunks, { type: recorder.mimeType || "audio/webm" });
        setRecording({ blob, url: URL.createObjectURL(blob) });
        setIsRecording(false);
        setLevel(0);
      };
      return current;
    } catch (error) {
      void audioContext.close();
      throw error;
    }
  }

  async function start(): Promise<void> {
    if (session.current || isStarting) return;
    setIsStarting(true);
    let stream: MediaStream | null = null;
    try {
      stream = await navigator.mediaDevices.getUserMedia(AUDIO_CONSTRAINTS);
      // The panel may have gone while the browser asked for the microphone.
      if (!mounted.current) {
        stopTracks(stream);
        return;
      }
      session.current = begin(stream);
      setRecording(null);
      setElapsedSeconds(0);
      setIsRecording(true);
    } catch {
      if (stream) stopTracks(stream);
      toastFailure("Error", "Failed to start recording. Please check microphone permissions.");
    } finally {
      setIsStarting(false);
    }
  }

  const state: RecorderState = isRecording ? "recording" : recording ? "stopped" : "idle";
  return {
    state,
    isStarting,
    recording,
    elapsedSeconds,
    level,
    start: () => void start(),
    stop: () => session.current?.recorder.stop(),
    /** Lets go of the recording, back to idle. */
    clear: () => {
      setRecording(null);
      setElapsedSeconds(0);
    },
  };
}

export type AudioRecorder = ReturnType<typeof useAudioRecorder>;
