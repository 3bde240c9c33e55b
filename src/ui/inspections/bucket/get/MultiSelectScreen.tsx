import { useState } from 'react';
import { CommentsField } from '../../../recording/CommentsField.tsx';
import { ScreenBody } from '../../../recording/ScreenBody.tsx';
import { BucketHeader } from '../BucketHeader.tsx';
import { ConditionField, PartsChangeoutField } from '../BucketFields.tsx';
import { partTypePaths, partTypesOf, positionsOf } from '../bucket-paths.ts';
import { useBucketScreen } from '../use-bucket-screen.ts';
import { DoneButton } from '../../../recording/DoneButton.tsx';

/**
 * ground-engaging-tools/multiSelect: one observation for several positions at once. Choose the positions of a part
 * type, then each field saves itself on every chosen position.
 */
export default function MultiSelectScreen() {
  const { query, save, back } = useBucketScreen();
  const [chosenType, setType] = useState<string | undefined>();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  return (
    <ScreenBody query={query} fallback="Error fetching equipment">
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
            <BucketHeader title="Several Positions" model={model} />
            <fieldset className="choice-field">
              <legend>Part type</legend>
              <div className="choice-options">
                {types.map((t) => (
                  <label key={t.key} className="choice-option">
                    <input
                      type="radio"
                      name="part-type"
                      checked={t.key === type}
                      onChange={() => {
                        setType(t.key);
                        setChosen([]);
                      }}
                    />
                    <span>{t.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset className="choice-field">
              <legend>Positions</legend>
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
                    <span>Position {x.position ?? '–'}</span>
                  </label>
                ))}
              </div>
              <button
                type="button"
                className="button"
                onClick={() => setChosen(positions.map((x) => x.externalId))}
              >
                Choose all
              </button>
            </fieldset>
            {picked.length === 0 ? (
              <p className="notice">Choose one or more positions to record them together.</p>
            ) : (
              <section aria-label={`Record ${picked.length} positions`}>
                <p className="notice">
                  Recording {picked.length} position{picked.length === 1 ? '' : 's'}
                </p>
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
