import { useEffect, useRef, useState } from 'react';
import { IMAGE_UPLOAD_TYPES, imageFileError, MEDIA_MESSAGES } from '@chowk/contracts';
import { Button, toast, useMessage } from '@chowk/ui';
import type { QueryError } from '@chowk/store/query';

/** The file input's `accept`: the types the API takes (libs/contracts IMAGE_UPLOAD_TYPES). */
export const IMAGE_ACCEPT = IMAGE_UPLOAD_TYPES.join(',');

/**
 * A preview address for the file being uploaded: `show(file)` makes it, `clear()` releases it
 * (and leaving the page does too). jsdom, in the unit tests, has no object URLs: no preview.
 */
export function usePreview(): { url: string | null; show: (file: Blob) => void; clear: () => void } {
  const [url, setUrl] = useState<string | null>(null);
  const held = useRef<string | null>(null);
  const release = () => {
    if (held.current) URL.revokeObjectURL(held.current);
    held.current = null;
  };
  useEffect(() => release, []);
  return {
    url,
    show: (file) => {
      release();
      held.current = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
      setUrl(held.current);
    },
    clear: () => {
      release();
      setUrl(null);
    },
  };
}

/**
 * One image's upload and removal (an item's image, the shop's logo or banner): the preview while
 * it uploads, its progress, the busy states, and the server's reason (else the generic text) as
 * the field's error and a toast. `send` and `drop` make the call and answer the success text (a
 * server's, in the device's language already, or a @chowk/contracts text, translated here).
 */
export function useImageUpload({
  send,
  drop,
}: {
  send: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  drop: () => Promise<string>;
}) {
  const [pending, setPending] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const preview = usePreview();
  const tm = useMessage();
  const failed = (failure: unknown, fallback: string) => {
    // A failed call: the api-client's ApiError (an upload) or a mutation's QueryError, alike here.
    const message = tm((failure as Partial<QueryError> | undefined)?.serverMessage ?? fallback);
    setError(message);
    toast.error(message);
  };
  const upload = async (file: File) => {
    setError(null);
    setPending(file);
    preview.show(file);
    setProgress(0);
    try {
      toast.success(tm(await send(file, setProgress)));
    } catch (failure) {
      failed(failure, MEDIA_MESSAGES.uploadFailed);
    } finally {
      setPending(null);
      preview.clear();
      setProgress(null);
    }
  };
  const remove = async () => {
    setError(null);
    setRemoving(true);
    try {
      toast.success(tm(await drop()));
    } catch (failure) {
      failed(failure, MEDIA_MESSAGES.removeFailed);
    } finally {
      setRemoving(false);
    }
  };
  return { pending, progress, removing, error, setError, previewUrl: preview.url, upload, remove };
}

/**
 * "Choose an image": a button (keyboard and screen reader friendly) that opens the hidden file
 * input; the chosen file is checked here first (type, then 5 MB), so a wrong file never leaves
 * the phone. `onError` gets the rule's message, in the device's language.
 */
export function ImagePicker({
  label,
  inputLabel,
  busy,
  disabled,
  onFile,
  onError,
  describedBy,
}: {
  label: string;
  /** The file input's accessible name (tests and screen readers find it by it). */
  inputLabel: string;
  busy?: boolean;
  disabled?: boolean;
  onFile: (file: File) => void;
  onError: (message: string) => void;
  describedBy?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const tm = useMessage();
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label={inputLabel}
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          // The same file chosen again still fires a change.
          e.target.value = '';
          if (!file) return;
          const problem = imageFileError(file);
          if (problem) onError(tm(problem));
          else onFile(file);
        }}
      />
      <Button
        variant="secondary"
        busy={busy}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
    </>
  );
}

/** An upload's progress for the eye and for screen readers (a <progress> with its name). */
export function UploadProgressBar({ label, value }: { label: string; value: number | null }) {
  if (value === null) return null;
  return (
    <progress aria-label={label} max={1} value={value} style={{ width: '100%', height: 8, accentColor: 'var(--c-primary)' }}>
      {Math.round(value * 100)}%
    </progress>
  );
}
