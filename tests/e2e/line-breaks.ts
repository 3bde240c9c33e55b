import type { Locator } from '@playwright/test';

/**
 * Where the text under `scope` breaks where a reader would stumble, as the browser laid it out: a number torn from
 * its unit ("116.7" / "%"), a day torn apart ("03 Dec" / "26"), "Position" / "1", or a line ending with a lone "·"
 * whose fact starts the next. Empty when every line breaks between facts.
 */
export async function badBreaks(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const found: string[] = [];
    const rects = (node: Text, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      return [...range.getClientRects()].filter((r) => r.width > 0);
    };
    // A rect on a later line starts at or below the bottom of the first (a label's padding moves it a little only).
    const later = (first: DOMRect, next: DOMRect) => next.top >= first.bottom - 2;
    const whole =
      /\d[\d,.]*[ \u00a0](?:%|mm|h)(?![\p{L}\d])|\b\d{1,2}[ \u00a0][A-Z][a-z]{2}[ \u00a0]\d{2}\b|Position[ \u00a0]\d+/gu;
    const firstCharacter = (node: Text | undefined) => {
      const at = node ? node.data.search(/\S/) : -1;
      return node && at >= 0 ? rects(node, at, at + 1)[0] : undefined;
    };
    const texts: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if ((node.textContent ?? '').trim() !== '') texts.push(node as Text);
    texts.forEach((node, i) => {
      const text = node.data;
      for (const m of text.matchAll(whole)) {
        const [first, ...rest] = rects(node, m.index, m.index + m[0].length);
        if (first && rest.some((r) => later(first, r))) found.push(`"${m[0]}" broken over two lines`);
      }
      for (const m of text.matchAll(/·/g)) {
        const [dot] = rects(node, m.index, m.index + 1);
        const after = text.slice(m.index + 1).search(/\S/);
        // The fact after the separator: in this text, or the first of the next text (a label).
        const next =
          after >= 0
            ? rects(node, m.index + 1 + after, m.index + 2 + after)[0]
            : firstCharacter(texts[i + 1]);
        if (dot && next && later(dot, next))
          found.push(`a line ends with "·" before "${text.slice(Math.max(0, m.index - 12), m.index)}…"`);
      }
    });
    return found;
  });
}
