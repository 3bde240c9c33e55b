import { describe, expect, it } from 'vitest';
import type { CheckboxWrite, FieldSaved, ValueWrite } from '../../worker/contract.ts';
import { EngineError } from '../../worker/contract.ts';
import { refusalMessage } from '../shell/LeftOverSaves.tsx';
import { keepUntilAnswered, UNSENT_WRITES_KEY, UnsentWrites, type FieldWrites } from './unsent-writes.ts';

/** sessionStorage as a tab has it: strings by key, kept across the tab's pages. */
class TabStorage implements Storage {
  readonly items = new Map<string, string>();
  refuseWrites = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.refuseWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

const INSPECTION = '5b0f3a52-6c1e-4c55-9a43-2f8f1f7d3b10';
const onInspection = (identifier: string, value: string | null): ValueWrite => ({
  inspectionExternalId: INSPECTION,
  target: { kind: 'inspection' },
  identifier,
  value,
});
const COMMENTS = 'ExecutiveSummary.Comments';

/** A worker that answers each save when told to (or never: the page ends first), and says what it was sent. */
function worker() {
  const sent: string[] = [];
  const answers: (() => void)[] = [];
  const refuse = new Set<string>();
  const engine = {
    recordValue: (input: ValueWrite) =>
      new Promise<FieldSaved>((resolve, reject) => {
        sent.push(`${input.identifier}=${String(input.value)}`);
        answers.push(() =>
          refuse.has(input.identifier)
            ? reject(new EngineError('conflict', 'The inspection is completed'))
            : resolve({} as FieldSaved),
        );
      }),
    recordCheckbox: (input: CheckboxWrite) =>
      new Promise<void>((resolve) => {
        sent.push(`${input.identifier}:${String(input.checked)}`);
        answers.push(resolve);
      }),
    contentsStatuses: (id: string) => Promise.resolve(`statuses of ${id}`),
  } satisfies FieldWrites & { contentsStatuses: (id: string) => Promise<string> };
  // Answers in turn every save that reaches it, until none comes within a turn of the event loop.
  const answerAll = async () => {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const answer = answers.shift();
      if (!answer) return;
      answer();
    }
  };
  return { engine, sent, refuse, answerAll };
}

const kept = (storage: TabStorage) => JSON.parse(storage.getItem(UNSENT_WRITES_KEY) ?? '[]') as unknown[];

describe('a field save kept until the worker answers', () => {
  it('is in the tab’s storage from the moment it is sent until it is answered', async () => {
    const storage = new TabStorage();
    const { engine, answerAll } = worker();
    const saving = keepUntilAnswered(engine, new UnsentWrites(storage)).engine.recordValue(
      onInspection(COMMENTS, 'Boom cracked'),
    );
    // Kept at once: a save sent as the page hides gets no later turn.
    expect(kept(storage)).toMatchObject([
      { method: 'recordValue', input: { identifier: COMMENTS, value: 'Boom cracked' } },
    ]);
    await answerAll();
    await saving;
    expect(storage.getItem(UNSENT_WRITES_KEY)).toBeNull();
  });

  it('reaches the worker in the blur’s own turn when no earlier page left a save to send', async () => {
    const { engine, sent, answerAll } = worker();
    const saving = keepUntilAnswered(engine, new UnsentWrites(new TabStorage())).engine.recordValue(
      onInspection(COMMENTS, 'Boom cracked'),
    );
    // Not a microtask later: the re-render the blur set off would go first and hold the message back.
    expect(sent).toEqual([`${COMMENTS}=Boom cracked`]);
    await answerAll();
    await saving;
  });

  it('is no longer kept once the worker refused it: the screen said so and reverted the field', async () => {
    const storage = new TabStorage();
    const { engine, refuse, answerAll } = worker();
    refuse.add(COMMENTS);
    const saving = keepUntilAnswered(engine, new UnsentWrites(storage)).engine.recordValue(
      onInspection(COMMENTS, 'x'),
    );
    const outcome = saving.catch((error: unknown) => error);
    await answerAll();
    expect(await outcome).toMatchObject({ code: 'conflict', message: 'The inspection is completed' });
    expect(storage.getItem(UNSENT_WRITES_KEY)).toBeNull();
  });

  it('is sent again by the tab’s next page, in order, before any save of that page', async () => {
    const storage = new TabStorage();
    // The first page sends a value and a checkbox; the worker ends with the page before answering either.
    const first = keepUntilAnswered(worker().engine, new UnsentWrites(storage)).engine;
    void first.recordValue(onInspection(COMMENTS, 'Monitor the boom'));
    void first.recordCheckbox({
      inspectionExternalId: INSPECTION,
      target: { kind: 'inspection' },
      identifier: 'A.B',
      checked: true,
    });

    const next = worker();
    const unsent = new UnsentWrites(storage);
    expect(unsent.leftOver.map((write) => write.method)).toEqual(['recordValue', 'recordCheckbox']);
    const { engine, sendLeftOver } = keepUntilAnswered(next.engine, unsent);
    // The new page's own save, made before the left-over ones were sent, waits for them.
    const own = engine.recordValue(onInspection(COMMENTS, 'Boom replaced'));
    const sending = sendLeftOver();
    await next.answerAll();
    expect(await sending).toEqual([]);
    await own;
    expect(next.sent).toEqual([`${COMMENTS}=Monitor the boom`, 'A.B:true', `${COMMENTS}=Boom replaced`]);
    expect(storage.getItem(UNSENT_WRITES_KEY)).toBeNull();
  });

  it('sends the left-over saves once, however often asked', async () => {
    const storage = new TabStorage();
    void keepUntilAnswered(worker().engine, new UnsentWrites(storage)).engine.recordValue(
      onInspection(COMMENTS, 'once'),
    );
    const next = worker();
    const unsent = new UnsentWrites(storage);
    const a = unsent.sendLeftOver(next.engine);
    const b = unsent.sendLeftOver(next.engine);
    await next.answerAll();
    await Promise.all([a, b]);
    expect(next.sent).toEqual([`${COMMENTS}=once`]);
  });

  it('drops a left-over save refused now and reports it once, with what the inspector recorded', async () => {
    const storage = new TabStorage();
    void keepUntilAnswered(worker().engine, new UnsentWrites(storage)).engine.recordValue(
      onInspection(COMMENTS, 'late'),
    );
    const next = worker();
    next.refuse.add(COMMENTS);
    const unsent = new UnsentWrites(storage);
    const sending = unsent.sendLeftOver(next.engine);
    await next.answerAll();
    const refusals = await sending;
    expect(refusals).toHaveLength(1);
    expect(storage.getItem(UNSENT_WRITES_KEY)).toBeNull();
    const [refusal] = unsent.takeRefusals();
    expect(refusal && refusalMessage(refusal)).toBe(
      'Inspection Summary / Comments, recorded just before the page closed, was not saved: The inspection is completed',
    );
    expect(unsent.takeRefusals()).toEqual([]);
  });

  it('keeps nothing and saves as before when the storage refuses it or holds something else', async () => {
    const full = new TabStorage();
    full.refuseWrites = true;
    const { engine, sent, answerAll } = worker();
    const saving = keepUntilAnswered(engine, new UnsentWrites(full)).engine.recordValue(
      onInspection(COMMENTS, 'still saved'),
    );
    await answerAll();
    await saving;
    expect(sent).toEqual([`${COMMENTS}=still saved`]);

    const odd = new TabStorage();
    for (const stored of ['not json', '{"a":1}', '[{"id":1,"method":"dropTables","input":{}}]']) {
      odd.items.set(UNSENT_WRITES_KEY, stored);
      expect(new UnsentWrites(odd).leftOver).toEqual([]);
    }
    expect(new UnsentWrites(undefined).leftOver).toEqual([]);
  });

  it('passes every other call straight to the engine', async () => {
    const { engine } = worker();
    expect(
      await keepUntilAnswered(engine, new UnsentWrites(new TabStorage())).engine.contentsStatuses('x'),
    ).toBe('statuses of x');
  });
});
