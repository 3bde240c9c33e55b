import { useIntl } from 'react-intl';
import { useState } from 'react';
import { CommentsField } from '../../../recording/CommentsField.tsx';
import { ScreenBody } from '../../../recording/ScreenBody.tsx';
import { BucketHeader } from '../BucketHeader.tsx';
import { ConditionField, PartsChangeoutField } from '../BucketFields.tsx';
import { partTypePaths, partTypesOf, positionsOf } from '../bucket-paths.ts';
import { useBucketScreen } from '../use-bucket-screen.ts';
import { DoneButton } from '../../../recording/DoneButton.tsx';
import { useDomainWords } from '../../../recording/domain-words.ts';
import { bucketPhrases, bucketWords as w } from '../bucket-words.ts';

/**
 * ground-engaging-tools/multiSelect: one observation for several positions at once. Choose the positions of a part
 * type, then each field saves itself on every chosen position.
 */
export default function MultiSelectScreen() {
  const { query, save, back } = useBucketScreen();
  const [chosenType, setType] = useState<string | undefined>();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const t = useIntl().formatMessage;
  const named = useDomainWords();
  return (
    <ScreenBody query={query} fallback={t(w.errorEquipment)}>
      {(model) => {
        const types = partTypesOf(model);
        const type = chosenType ?? types[0]?.key ?? '';
        const p = partTypePaths(type);
        const positions = positionsOf(model, type);
        const picked = chosen.filter((id) => positions.some((x) => x.externalId === id));
        const common = (id: string) => {
          const values = new Set(
            positions.filter((x) => picked.includes(x.externalId)).map((x) => x.values[id]?.value ?? null),
          );
          return values.size === 1 ? [...values][0] : null;
        };
        return (
          <div className="page recording">
            <BucketHeader title={t(w.severalTitle)} model={model} />
            <fieldset className="choice-field">
              <legend>{t(w.partType)}</legend>
              <div className="choice-options">
                {types.map((option) => (
                  <label key={option.key} className="choice-option">
                    <input
                      type="radio"
                      name="part-type"
                      checked={option.key === type}
                      onChange={() => {
                        setType(option.key);
                        setChosen([]);
                      }}
                    />
                    <span>{named(option.label)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset className="choice-field">
              <legend>{t(w.positions)}</legend>
              <div className="choice-options">
                {positions.map((x) => (
                  <label key={x.externalId} className="choice-option">
                    <input
                      type="checkbox"
                      checked={picked.includes(x.externalId)}
                      onChange={(event) =>
                        setChosen(
                          event.target.checked
                            ? [...picked, x.externalId]
                            : picked.filter((id) => id !== x.externalId),
                        )
                      }
                    />
                    <span>{t(bucketPhrases.positionN, { position: String(x.position ?? '–') })}</span>
                  </label>
                ))}
              </div>
              <button
                type="button"
                className="button"
                onClick={() => setChosen(positions.map((x) => x.externalId))}
              >
                {t(w.chooseAll)}
              </button>
            </fieldset>
            {picked.length === 0 ? (
              <p className="notice">{t(w.chooseSome)}</p>
            ) : (
              <section aria-label={t(bucketPhrases.recordN, { count: picked.length })}>
                <p className="notice">{t(bucketPhrases.recordingN, { count: picked.length })}</p>
                <ConditionField
                  key={`c-${picked.join()}`}
                  value={common(p.part.condition)}
                  onSave={save(p.part.condition, picked)}
                />
                <PartsChangeoutField
                  key={`x-${picked.join()}`}
                  value={common(p.part.changeout)}
                  onSave={save(p.part.changeout, picked)}
                />
                <CommentsField
                  key={`m-${picked.join()}`}
                  value={common(p.part.comments)}
                  onSave={save(p.part.comments, picked)}
                />
              </section>
            )}
            <DoneButton onDone={back} />
          </div>
        );
      }}
    </ScreenBody>
  );
}
