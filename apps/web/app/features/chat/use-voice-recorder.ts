import { useEffect, useRef, useState } from "react";

export type VoiceNote = { blob: Blob; durationMs: number; fileName: string };
export type RecorderProblem = "denied" | "unavailable";

/** The container the browser records in, named so the API's content check and the file name agree. */
function fileNameOf(mimeType: string): string {
  if (mimeType.includes("ogg")) return "voice-note.ogg";
  if (mimeType.includes("mp4") || mimeType.includes("aac")) return "voice-note.m4a";
  return "voice-note.webm";
}

/**
 * Records one voice note with MediaRecorder: start asks for the microphone (a refusal is reported, spec §8's
 * "Microphone permission denied"), stop hands the recording over, cancel throws it away. `elapsedMs` ticks for the
 * on-screen clock; the sent duration is measured from start to stop.
 */
export function useVoiceRecorder(onRecorded: (note: VoiceNote) => void) {
  const [recording, setRecording] = useState(false);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [problem, setProblem] = useState<RecorderProblem | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const startedAt = useRef(0);
  const keep = useRef(false);
  const latest = useRef(onRecorded);
  useEffect(() => {
    latest.current = onRecorded;
  });

  useEffect(() => {
    if (!recording) return;
    const timer = window.setInterval(() => setElapsedMs(Date.now() - startedAt.current), 250);
    return () => window.clearInterval(timer);
  }, [recording]);

  // Leaving the page mid-recording releases the microphone and sends nothing.
  useEffect(() => () => finish(false), []);

  async function start() {
    setProblem(null);
    if (typeof MediaRecorder === "undefined" || !navigator.mediaDevices?.getUserMedia) {
      setProblem("unavailable");
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      const name = error instanceof DOMException ? error.name : "";
      setProblem(name === "NotAllowedError" || name === "SecurityError" ? "denied" : "unavailable");
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      const durationMs = Date.now() - startedAt.current;
      if (!keep.current || chunks.length === 0) return;
      const type = media.mimeType || chunks[0]?.type || "audio/webm";
      latest.current({ blob: new Blob(chunks, { type }), durationMs, fileName: fileNameOf(type) });
    };
    recorder.current = media;
    startedAt.current = Date.now();
    setElapsedMs(0);
    media.start();
    setRecording(true);
  }

  function finish(send: boolean) {
    keep.current = send;
    const media = recorder.current;
    recorder.current = null;
    if (media && media.state !== "inactive") media.stop();
    setRecording(false);
  }

  return {
    recording,
    elapsedMs,
    problem,
    start: () => void start(),
    stop: () => finish(true),
    cancel: () => finish(false),
  };
}
