// recording spec §9: viewport zoom is disabled while a modal shows; the page's own setting comes back after.
let locks = 0;
let original: string | null = null;

function meta(): HTMLMetaElement | null {
  return document.querySelector('meta[name="viewport"]');
}

export function lockViewportZoom(): () => void {
  const tag = meta();
  if (tag && locks === 0) {
    original = tag.getAttribute('content');
    tag.setAttribute(
      'content',
      `${original ?? 'width=device-width, initial-scale=1.0'}, maximum-scale=1, user-scalable=no`,
    );
  }
  locks++;
  return () => {
    locks--;
    if (locks === 0 && tag && original !== null) tag.setAttribute('content', original);
  };
}
