import { useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { cameraMessage } from './camera-messages.ts';
import { openFrameDecoder } from './frame-decoder.ts';

/** How often a frame is decoded: quick enough to feel instant, slow enough to leave a cheap phone's CPU to the view. */
const FRAME_GAP_MS = 120;

/** The torch is a camera capability Chromium reports and takes as a constraint; the DOM types do not name it yet. */
type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };
type TorchConstraints = MediaTrackConstraints & {
  advanced?: (MediaTrackConstraintSet & { torch?: boolean })[];
};
function torchConstraints(on: boolean): MediaTrackConstraints {
  const set: MediaTrackConstraintSet & { torch: boolean } = { torch: on };
  const constraints: TorchConstraints = { advanced: [set] };
  return constraints;
}
const hasTorch = (track: MediaStreamTrack | null) =>
  (track?.getCapabilities?.() as TorchCapabilities | undefined)?.torch === true;

export interface CameraScan {
  readonly videoRef: RefObject<HTMLVideoElement | null>;
  /** Null while the track has no torch (most front cameras, many tablets). */
  readonly torch: { readonly on: boolean; toggle(): void } | null;
}

/**
 * The rear camera into `videoRef`, decoding frames until a code is read: `onFound` gets its text once and the
 * camera stops; `onFail` gets the message when there is no camera or it is refused.
 */
export function useCameraScan(
  onFound: (text: string) => void,
  onFail: (message: string) => void,
): CameraScan {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);
  const [torchOn, setTorchOn] = useState(false);
  const found = useRef(onFound);
  const fail = useRef(onFail);
  const intl = useIntl();
  const say = useRef(intl);
  // The latest callbacks, without restarting the camera when the screen renders again.
  useEffect(() => {
    found.current = onFound;
    fail.current = onFail;
    say.current = intl;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    performance.mark('scan:open');
    const decoderReady = openFrameDecoder();
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const t of stream?.getTracks() ?? []) t.stop();
      void decoderReady.then((decoder) => decoder.close());
    };
    const tick = async () => {
      const video = videoRef.current;
      if (stopped || !video) return;
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
        // Each frame's read, named for a trace and the scan bench: what a slow scan waited for.
        performance.mark('scan:frame');
        const frame = await createImageBitmap(video);
        const decoder = await decoderReady;
        performance.mark('scan:decode');
        const texts = await decoder.decode(frame);
        const text = texts.find((t) => t.trim() !== '');
        performance.mark(text === undefined ? 'scan:none' : 'scan:found');
        if (stopped) return;
        if (text !== undefined) {
          stop();
          found.current(text);
          return;
        }
      }
      timer = setTimeout(() => void tick(), FRAME_GAP_MS);
    };
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia)
        throw new DOMException('No camera API here', 'NotSupportedError');
      stream = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
      });
      if (stopped) return stop();
      const video = videoRef.current;
      if (!video) return stop();
      video.srcObject = stream;
      await video.play();
      performance.mark('scan:playing');
      const [first] = stream.getVideoTracks();
      if (first) setTrack(first);
      void tick();
    })().catch((error: unknown) => {
      if (stopped) return;
      stop();
      fail.current(cameraMessage(error, say.current));
    });
    return stop;
  }, []);

  return {
    videoRef,
    torch:
      track && hasTorch(track)
        ? {
            on: torchOn,
            toggle: () => {
              const next = !torchOn;
              void track
                .applyConstraints(torchConstraints(next))
                .then(() => setTorchOn(next))
                .catch(() => setTorchOn(false));
            },
          }
        : null,
  };
}
