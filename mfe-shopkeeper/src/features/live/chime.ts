/**
 * The new-order sound: a short two-tone chime made with the Web Audio API, so the remote ships
 * no audio file and it plays on any phone without a download.
 *
 * Browsers start audio suspended until the page has had a user gesture (autoplay rules), and
 * a `resume()` without one never settles in Chrome; so `play` waits briefly and reports whether
 * the sound was heard, and `unlock` (called from a pointer or key event) starts it for good.
 */
export interface Chime {
  /** Whether this browser can make the sound at all. */
  readonly supported: boolean;
  /** From a user gesture: creates or resumes the audio. Resolves whether sound can now play. */
  unlock(): Promise<boolean>;
  /** Rings once. Resolves false when the browser blocks sound (no gesture yet). */
  play(): Promise<boolean>;
  close(): void;
}

type AudioContextClass = typeof AudioContext;

const audioContextClass = (): AudioContextClass | undefined =>
  globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;

/** Ding (E6) then dong (C6): each a sine with a quick attack and a soft fall, ~1.1 s in all. */
const TONES = [
  { hz: 1318.5, at: 0, length: 0.7 },
  { hz: 1046.5, at: 0.28, length: 0.85 },
] as const;
const PEAK_GAIN = 0.3;
/** A resume that has not settled by then will not: the browser is waiting for a gesture. */
const RESUME_WAIT_MS = 300;

export function createChime(): Chime {
  const Context = audioContextClass();
  let context: AudioContext | null = null;
  const running = () => context?.state === 'running';

  const ensure = (): AudioContext | null => {
    if (!context && Context) {
      try {
        context = new Context();
      } catch {
        context = null; // too many contexts, or audio off in the OS: stay silent, never break the page
      }
    }
    return context;
  };

  const resume = async (wait: boolean): Promise<boolean> => {
    const ctx = ensure();
    if (!ctx) return false;
    if (running()) return true;
    const resumed = ctx.resume().then(
      () => true,
      () => false,
    );
    if (wait) await resumed;
    else await Promise.race([resumed, new Promise((r) => setTimeout(r, RESUME_WAIT_MS))]);
    return running();
  };

  const ring = (ctx: AudioContext) => {
    const start = ctx.currentTime + 0.02;
    for (const tone of TONES) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(tone.hz, start + tone.at);
      // Exponential ramps cannot start from 0: from near silence up, then back down.
      gain.gain.setValueAtTime(0.0001, start + tone.at);
      gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, start + tone.at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.at + tone.length);
      oscillator.connect(gain);
      gain.connect(ctx.destination);
      oscillator.start(start + tone.at);
      oscillator.stop(start + tone.at + tone.length + 0.05);
    }
  };

  return {
    supported: Boolean(Context),
    // In a gesture the resume settles at once; waiting for it is safe.
    unlock: () => resume(true),
    async play() {
      // Never queue tones on a suspended context: its clock stands still, so every ring missed
      // while blocked would sound at once, on top of each other, when it resumes.
      if (!(await resume(false)) || !context) return false;
      ring(context);
      return true;
    },
    close() {
      void context?.close().catch(() => undefined);
      context = null;
    },
  };
}
